import { getListCalendarEventsMockHandler } from '@campus/sdk/msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeUser } from '../../testing/fixtures';
import { calendarEvent, pickable, pickHandlers } from '../../testing/handlers/calendar';
import { server } from '../../testing/msw-server';
import { CalendarPage } from './calendar-page';

const now = () => Date.parse('2026-11-22T12:00:00Z');
const sqlJoins = calendarEvent(
  'live_class',
  'lc-1',
  'Intro to SQL joins',
  '2026-11-18T10:30:00Z',
  60,
);

/** The events handler, answering one class and keeping each request's query. */
function eventsAsked() {
  const asked: URLSearchParams[] = [];
  server.use(
    getListCalendarEventsMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return { from: q.get('from') ?? '', to: q.get('to') ?? '', events: [sqlJoins] };
    }),
  );
  return asked;
}

function renderPage(route: string, role: 'admin' | 'student') {
  const [path = '/', search = ''] = route.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CalendarPage user={makeUser({ role })} now={now} />
      </Router>
    </QueryClientProvider>,
  );
  return { url: () => location.history.at(-1) ?? '' };
}

describe('CalendarPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets an admin view a batch’s or a mentor’s calendar, the pick kept in the URL', async () => {
    const asked = eventsAsked();
    server.use(...pickHandlers());
    const page = renderPage(
      '/calendar?view=agenda&date=2026-11-18&batch=2026-11 · fullstack',
      'admin',
    );
    const pick = await screen.findByLabelText('Whose calendar');
    await waitFor(() => expect(pick).toHaveValue('batch:2026-11 · fullstack'));
    // The batch in the URL is what the events are asked for.
    await waitFor(() => expect(asked.at(-1)?.get('monthYear')).toBe('2026-11'));
    expect(asked.at(-1)?.get('domain')).toBe('fullstack');
    expect(asked.at(-1)?.has('mentorId')).toBe(false);
    await screen.findByRole('option', { name: /^Mentor Meera Iyer/ });

    await userEvent.selectOptions(pick, `mentor:${pickable.mentor._id}`);
    await waitFor(() => expect(asked.at(-1)?.get('mentorId')).toBe(pickable.mentor._id));
    expect(asked.at(-1)?.has('monthYear')).toBe(false);
    const url = new URL(page.url(), 'http://x');
    expect(url.searchParams.get('mentor')).toBe(pickable.mentor._id);
    expect(url.searchParams.has('batch')).toBe(false);
    // The view and the date stay as they were.
    expect(url.searchParams.get('view')).toBe('agenda');
    expect(url.searchParams.get('date')).toBe('2026-11-18');

    await userEvent.selectOptions(pick, '');
    await waitFor(() => expect(asked.at(-1)?.has('mentorId')).toBe(false));
    expect(new URL(page.url(), 'http://x').searchParams.has('mentor')).toBe(false);
  });

  it('offers no pick to anyone but an admin, and asks for their own calendar whatever the URL says', async () => {
    const asked = eventsAsked();
    renderPage(`/calendar?mentor=${pickable.mentor._id}`, 'student');
    await screen.findByRole('link', { name: /Intro to SQL joins/ });
    expect(screen.queryByLabelText('Whose calendar')).toBeNull();
    expect(asked.every((q) => !q.has('mentorId') && !q.has('monthYear'))).toBe(true);
  });

  it('opens the agenda on a narrow screen, grouped by day with the zone named; a view chosen goes into the URL', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 640px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    eventsAsked();
    const page = renderPage('/calendar?date=2026-11-18', 'student');
    const agenda = await screen.findByRole('list', { name: 'Agenda' });
    const day = within(agenda).getByRole('listitem', { name: /Wednesday, 18 November/ });
    expect(within(day).getByRole('link', { name: /Intro to SQL joins/ })).toHaveAttribute(
      'href',
      '/live-class',
    );
    expect(screen.getByText(/^Agenda, times in /)).toHaveTextContent(/\(.+\)$/);
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await screen.findByRole('table');
    const url = new URL(page.url(), 'http://x');
    expect(url.searchParams.get('view')).toBe('month');
    expect(url.searchParams.get('date')).toBe('2026-11-18');
  });
});
