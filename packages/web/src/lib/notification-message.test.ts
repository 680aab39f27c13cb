import { formatDateTime } from '@campus/time';
import { describe, expect, it } from 'vitest';
import { notificationMessage } from './notification-message';

const at = '2026-11-26T13:30:00.000Z';
const written = formatDateTime(at, { timeZone: 'Asia/Kolkata' });

describe('notificationMessage', () => {
  it('writes the time the server wrote in the class’s zone in the viewer’s zone instead', () => {
    const data = { message: `New live class: Hooks on ${written}`, at, zone: 'Asia/Kolkata' };
    expect(written).toMatch(/7:00\sPM IST$/);
    expect(notificationMessage(data, 'America/New_York')).toBe(
      'New live class: Hooks on Thu, 26 Nov 2026, 8:30 AM EST',
    );
    // The same zone under its old name is the same zone: nothing to rewrite.
    expect(notificationMessage(data, 'Asia/Calcutta')).toBe(data.message);
  });

  it('keeps a sentence without a time, or whose written time it cannot find, as stored', () => {
    expect(notificationMessage({ message: 'New task: Build a REST API' }, 'UTC')).toBe(
      'New task: Build a REST API',
    );
    const edited = { message: 'Reminder: Hooks at 7 in the evening', at, zone: 'Asia/Kolkata' };
    expect(notificationMessage(edited, 'America/New_York')).toBe(edited.message);
  });
});
