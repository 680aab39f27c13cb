import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDate, icsFileName, icsHref, icsText } from './ics';

const stamp = new Date('2026-11-22T10:00:00Z');

describe('buildIcs (RFC 5545)', () => {
  it('writes one VEVENT with UTC instants, CRLF line ends and a stable UID', () => {
    const ics = buildIcs({
      uid: 'liveclass-lc-1',
      title: 'Debugging clinic',
      start: '2026-11-22T12:30:00.000Z',
      end: '2026-11-22T13:30:00.000Z',
      description: 'Room link inside',
      url: 'https://meet.example.com/abc',
      stamp,
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Campus//Campus LMS//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:liveclass-lc-1@campus',
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20261122T123000Z',
      'DTEND:20261122T133000Z',
      'SUMMARY:Debugging clinic',
      'DESCRIPTION:Room link inside',
      'URL:https://meet.example.com/abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('a moment in another zone is the same UTC instant (the calendar shows it in its own zone)', () => {
    expect(icsDate('2026-11-22T18:00:00+05:30')).toBe('20261122T123000Z');
    expect(icsDate(new Date('2026-03-29T01:30:00Z'))).toBe('20260329T013000Z');
  });

  it('a due date without an end is a moment', () => {
    const ics = buildIcs({
      uid: 't-1',
      title: 'Due: REST API',
      start: '2026-11-27T12:30:00Z',
      stamp,
    });
    expect(ics).toContain('DTSTART:20261127T123000Z\r\nDTEND:20261127T123000Z');
  });

  it('escapes text and folds long lines at 75 octets (multi-byte characters kept whole)', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'₹'.repeat(40)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    const encoder = new TextEncoder();
    for (const [i, line] of folded.entries()) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });

  it('makes a download link and a file name', () => {
    const href = icsHref({ uid: 'x', title: 'A, B', start: '2026-11-22T12:00:00Z', stamp });
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.split(',').slice(1).join(','))).toContain('SUMMARY:A\\, B');
    expect(icsFileName('Debugging clinic: week 2!')).toBe('debugging-clinic-week-2.ics');
    expect(icsFileName('₹₹')).toBe('event.ics');
  });

  it('keeps every line-break form and control character inside the text (a real parser agrees)', () => {
    // A lone CR in a title or a name must not reach the file, or a parser that splits on CR
    // reads an injected ATTENDEE line or a second event.
    const injected =
      'Class\rATTENDEE:mailto:eve@evil.test\r\nEND:VEVENT\nBEGIN:VEVENT\rSUMMARY:Fake\u0000\u0007\u001b\u007f';
    const ics = buildIcs({
      uid: 'liveclass-\r\nX-INJECTED:1',
      title: injected,
      start: '2026-11-22T12:30:00Z',
      end: '2026-11-22T13:30:00Z',
      description: 'Host: Asha\rORGANIZER:mailto:eve@evil.test',
      url: 'https://meet.example.com/abc\r\nX-URL:1',
      stamp,
    });
    // No control character but the CRLF line ends; split on any line break, no line is injected.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
    const lines = ics.split(/\r\n|\r|\n/);
    expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER|X-)/.test(l))).toEqual([]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);

    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.getAllProperties().map((p) => p.name)).toEqual([
      'uid',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'description',
      'url',
    ]);
    expect(event.getFirstPropertyValue('summary')).toBe(
      'Class\nATTENDEE:mailto:eve@evil.test\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Fake',
    );
    expect(event.getFirstPropertyValue('description')).toBe(
      'Host: Asha\nORGANIZER:mailto:eve@evil.test',
    );
  });
});
