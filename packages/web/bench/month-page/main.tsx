// The page bench/calendar-month-browser.mjs opens: the calendar's month view (the same MonthGrid as
// the app) with 500 events, built for production. `window.renderMonths(runs)` mounts it `runs`
// times on a fresh root each, between the performance marks `month-start` (before React is handed
// the events) and `month-end` (the frame after the commit is painted), and answers each
// `month-render` measure in milliseconds.
import { lightTheme } from '@campus/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { daysOf } from '../../src/features/calendar/calendar-days';
import { MonthGrid } from '../../src/features/calendar/month-grid';
import { manyEvents } from '../../src/testing/handlers/calendar';

const events = manyEvents(500);
const days = daysOf('month', '2026-11-15');

function Month() {
  const { hook } = memoryLocation({ path: '/calendar' });
  return (
    <Router hook={hook}>
      <div className={lightTheme} style={{ width: 1280 }}>
        <MonthGrid
          days={days}
          month="2026-11"
          events={events}
          timeZone="Asia/Kolkata"
          today="2026-11-22"
          caption="November 2026"
          onOpenDay={() => {}}
        />
      </div>
    </Router>
  );
}

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

async function renderMonths(runs: number): Promise<{ times: number[]; links: number }> {
  const times: number[] = [];
  let links = 0;
  const host = document.getElementById('root')!;
  for (let run = 0; run < runs; run += 1) {
    const mount = document.createElement('div');
    host.append(mount);
    const root = createRoot(mount);
    performance.mark('month-start');
    flushSync(() => root.render(<Month />));
    await nextFrame();
    performance.mark('month-end');
    times.push(performance.measure('month-render', 'month-start', 'month-end').duration);
    links = mount.querySelectorAll('a').length;
    root.unmount();
    mount.remove();
  }
  return { times, links };
}

(window as unknown as { renderMonths: typeof renderMonths }).renderMonths = renderMonths;
document.body.dataset['ready'] = 'true';
