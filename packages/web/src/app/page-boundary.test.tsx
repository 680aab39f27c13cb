import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from './lazy-page';
import { PageBoundary } from './page-boundary';

function Shell({ location, children }: { location: string; children: React.ReactNode }) {
  return (
    <PageBoundary location={location}>
      <Suspense fallback={<p>Loading page…</p>}>{children}</Suspense>
    </PageBoundary>
  );
}

const Courses = () => <h1>Courses</h1>;

describe('a page that fails (PageBoundary, lazy pages)', () => {
  // React reports the caught errors on the console; the test reads the screen instead.
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('a chunk that does not arrive says so; Try again asks for it again and shows the page', async () => {
    quiet();
    // Offline: every load fails (React itself tries a failed render once more) until we are back.
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ CoursesRoute: Courses })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const CoursesRoute = page(load, 'CoursesRoute');
    render(
      <Shell location="/courses">
        <CoursesRoute />
      </Shell>,
    );
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    // Asked once, and once more by React's own retry of a failed render: not again and again.
    const asked = load.mock.calls.length;
    expect(asked).toBeLessThanOrEqual(2);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Courses' });
    expect(load.mock.calls.length).toBe(asked + 1);
  });

  it('a page that breaks while rendering says something went wrong; another page clears it', async () => {
    quiet();
    const Broken = () => {
      throw new Error('boom');
    };
    const { rerender } = render(
      <Shell location="/broken">
        <Broken />
      </Shell>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    rerender(
      <Shell location="/courses">
        <Courses />
      </Shell>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Courses' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
