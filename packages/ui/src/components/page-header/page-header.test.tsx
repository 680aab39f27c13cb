import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('is the page’s one level-1 heading, with the description, actions and the link back', () => {
    render(
      <PageHeader
        title="Batch 2026-11 · fullstack"
        description="Mentors: Meera Iyer"
        back={<a href="/admin/batches">All batches</a>}
        actions={<button type="button">Add students</button>}
      >
        <span>12 students</span>
      </PageHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Batch 2026-11 · fullstack');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Mentors: Meera Iyer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add students' })).toBeInTheDocument();
    expect(screen.getByText('12 students')).toBeInTheDocument();
    // The way back comes before the title in reading order.
    const back = screen.getByRole('link', { name: 'All batches' });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the heading an id for a region it names, and is no landmark of its own', () => {
    const { container } = render(<PageHeader title="Log in" titleId="auth-card-title" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toHaveAttribute(
      'id',
      'auth-card-title',
    );
    expect(container.querySelector('header')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<PageHeader title="Messages" />);
    expect(container).toHaveTextContent(/^Messages$/);
  });
});
