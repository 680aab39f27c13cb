import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cover } from './cover';

describe('Cover', () => {
  it('shows the picture as decoration (empty alt, hidden from screen readers) over art from the title', () => {
    const { container } = render(
      <Cover src="https://images.campus.test/c.jpg" seed="React" icon={<svg />} />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.style.background).toContain('linear-gradient');
    expect(box.querySelector('img')).toHaveAttribute('alt', '');
    expect(box.querySelector('img')).toHaveAttribute('src', 'https://images.campus.test/c.jpg');
  });

  it('gives the same title the same art, and draws no picture when there is none', () => {
    const a = render(<Cover seed="Python" icon={null} />).container
      .firstElementChild as HTMLElement;
    const b = render(<Cover seed="Python" icon={null} />).container
      .firstElementChild as HTMLElement;
    expect(a.style.background).toBe(b.style.background);
    expect(a.querySelector('img')).toBeNull();
  });
});
