import { CampusError } from '@campus/sdk';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageOf } from './query-table';
import { QueryView, type QueryViewProps } from './query-view';

const failure = (status: number, message: string) =>
  new CampusError({ status, message, errors: [], retryAfter: undefined });

function Frame({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

type ViewProps = Omit<QueryViewProps<string[]>, 'query' | 'children' | 'loading' | 'errorTitle'>;

/** Lessons through QueryView; `load` answers each call (the first, then Try again's). */
function Lessons({ load, ...props }: { load: () => Promise<string[]> } & ViewProps) {
  const query = useQuery({ queryKey: ['lessons'], queryFn: load });
  return (
    <QueryView
      query={query}
      loading="Loading the lessons…"
      errorTitle="The lessons could not be loaded"
      {...props}
    >
      {(lessons) => (
        <ul aria-label="Lessons">
          {lessons.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

const show = (ui: ReactNode) => render(<Frame>{ui}</Frame>);

describe('QueryView', () => {
  it('says what is loading while the first answer is on its way', async () => {
    show(<Lessons load={() => new Promise(() => {})} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the lessons…');
  });

  it('a failure shows its title, the server’s words and Try again, which loads the data', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(failure(500, 'The server is having trouble right now.'))
      .mockResolvedValueOnce(['Variables', 'Loops']);
    show(<Lessons load={load} />);
    expect(await screen.findByText('The lessons could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is having trouble right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Lessons' })).toHaveTextContent('Loops');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([404, 400])('a %i is the page’s not-found text, when it has one', async (status) => {
    show(
      <Lessons
        load={() => Promise.reject(failure(status, 'Course not found'))}
        notFound={<h1>Page not found</h1>}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('without a not-found text, a 404 is a failure like any other', async () => {
    show(<Lessons load={() => Promise.reject(failure(404, 'Course not found'))} />);
    expect(await screen.findByText('The lessons could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a 403 shows what the page says to whom it refuses, with the server’s words', async () => {
    show(
      <Lessons
        load={() => Promise.reject(failure(403, 'Only students of this batch can see it.'))}
        refused={(message) => <p>Another batch’s: {message}</p>}
      />,
    );
    expect(
      await screen.findByText('Another batch’s: Only students of this batch can see it.'),
    ).toBeInTheDocument();
  });

  it('an empty list is the empty state; data goes to the children', async () => {
    show(<Lessons load={() => Promise.resolve([])} empty={<p>No lesson yet.</p>} />);
    expect(await screen.findByText('No lesson yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('an empty page of a list is empty too, and isEmpty can say otherwise', async () => {
    function Page({ isEmpty }: { isEmpty?: (page: PageOf<string>) => boolean }) {
      const query = useQuery({
        queryKey: ['page'],
        queryFn: () => Promise.resolve({ items: [], total: 0, page: 1, pageSize: 20 }),
      });
      return (
        <QueryView
          query={query}
          loading="Loading…"
          errorTitle="Could not be loaded"
          empty={<p>Nothing here.</p>}
          isEmpty={isEmpty}
        >
          {(page) => <p>{page.total} in all</p>}
        </QueryView>
      );
    }
    const { unmount } = show(<Page />);
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    unmount();
    show(<Page isEmpty={() => false} />);
    expect(await screen.findByText('0 in all')).toBeInTheDocument();
  });

  describe('as the whole page', () => {
    const page = { notFoundTitle: 'Course not found', back: <a href="/courses">All courses</a> };

    it('a failure is the page: its title the h1, Try again, and the way out', async () => {
      show(<Lessons load={() => Promise.reject(failure(500, 'Down.'))} page={page} />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'The lessons could not be loaded' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Down.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All courses' })).toBeInTheDocument();
    });

    it('nothing at the address: the not-found title and the server’s words, no Try again', async () => {
      show(<Lessons load={() => Promise.reject(failure(404, 'No such course.'))} page={page} />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
      ).toBeInTheDocument();
      expect(screen.getByText('No such course.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });

    it('the app’s not-found page, when given, wins over the page’s own head', async () => {
      show(
        <Lessons
          load={() => Promise.reject(failure(404, 'No such course.'))}
          page={page}
          notFound={<h1>Page not found</h1>}
        />,
      );
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText('No such course.')).toBeNull();
    });
  });
});
