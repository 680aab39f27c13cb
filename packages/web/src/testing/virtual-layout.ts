import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so a virtual list sees a 0-pixel window and renders no rows. Within the
 * calling test file, this gives scroll containers marked `data-virtual-scroller` a size and virtual
 * rows (`data-index`) a height, which is all @tanstack/react-virtual reads.
 */
export function withVirtualListLayout({ viewport = 480, row = 72 } = {}) {
  const originals = new Map<string, PropertyDescriptor | undefined>();
  const define = (
    name: 'clientHeight' | 'clientWidth' | 'offsetHeight',
    value: (el: HTMLElement) => number,
  ) => {
    originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return value(this);
      },
    });
  };
  beforeAll(() => {
    define('clientHeight', (el) => ('virtualScroller' in el.dataset ? viewport : 0));
    define('clientWidth', (el) => ('virtualScroller' in el.dataset ? 360 : 0));
    define('offsetHeight', (el) => (el.dataset['index'] !== undefined ? row : 0));
  });
  afterAll(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
}
