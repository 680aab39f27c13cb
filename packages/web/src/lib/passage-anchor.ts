import { useEffect, type RefObject } from 'react';

/**
 * Opens rendered lesson or e-book text at the paragraph an address names (`#p-N`, N the 0-based
 * top-level block — how the assistant's cited sources link): that block is scrolled into
 * view, marked (`data-cited`) and focused, so a keyboard or screen-reader user lands on it too. A
 * hidden block (the reader hides a module's repeated title) hands over to the next one.
 */
export function usePassageAnchor(box: RefObject<HTMLElement | null>, html: string | undefined) {
  useEffect(() => {
    const match = /^#p-(\d+)$/.exec(window.location.hash);
    const el = box.current;
    if (!match || !html || !el) return;
    let block: Element | null | undefined = el.children[Number(match[1])];
    while (block instanceof HTMLElement && block.hidden) block = block.nextElementSibling;
    if (!(block instanceof HTMLElement)) return;
    const cited = block;
    cited.dataset.cited = 'true';
    cited.tabIndex = -1;
    cited.scrollIntoView({ block: 'center' });
    cited.focus({ preventScroll: true });
    return () => {
      delete cited.dataset.cited;
      cited.removeAttribute('tabindex');
    };
  }, [box, html]);
}
