import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline, type TimelineEntry } from './timeline';

const entries: TimelineEntry[] = [
  {
    id: 'f1',
    time: '2026-11-20T10:00:00.000Z',
    actor: { name: 'Vikram Nair', role: 'Mentor' },
    status: { label: 'Changes requested', tone: 'warning' },
    title: 'Feedback',
    body: 'Label the card fields.',
  },
  {
    id: 'a2',
    time: '2026-11-21T09:30:00.000Z',
    actor: { name: 'Asha Rao', role: 'Student' },
    status: { label: 'Submitted', tone: 'info' },
    title: 'Attempt 2',
    body: 'Fixed the labels.',
  },
  {
    id: 'a1',
    time: '2026-11-19T08:00:00.000Z',
    actor: { name: 'Asha Rao', role: 'Student' },
    status: { label: 'Submitted', tone: 'info' },
    title: 'Attempt 1',
  },
];

describe('Timeline', () => {
  it('is a named ordered list, oldest first and newest last', () => {
    render(
      <Timeline entries={entries} label="History of Week 3 project" timeZone="Asia/Kolkata" />,
    );
    const list = screen.getByRole('list', { name: 'History of Week 3 project' });
    expect(list.tagName).toBe('OL');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Attempt 1', 'Feedback', 'Attempt 2']);
  });

  it('shows who, what state and when, with the zone named', () => {
    render(<Timeline entries={entries.slice(0, 1)} label="History" timeZone="Asia/Kolkata" />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Vikram Nair');
    expect(item).toHaveTextContent('Mentor');
    expect(item).toHaveTextContent('Changes requested');
    const time = item.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(time).toHaveTextContent(/^Fri, 20 Nov 2026, 3:30 PM IST$/);
  });
});
