import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('marks external links as opening in a new tab, safely', () => {
    render(
      <Link href="https://pay.example" external>
        Pay now
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Pay now, opens in a new tab' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a router link component when given one', () => {
    const RouterLink = (props: { href: string; className?: string; children?: ReactNode }) => (
      <a data-router {...props} />
    );
    render(
      <Link as={RouterLink} href="/courses">
        Courses
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('data-router');
  });
});
