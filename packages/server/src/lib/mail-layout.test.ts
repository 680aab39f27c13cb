import { describe, expect, it } from 'vitest';
import { composeMail } from './mail-layout';

describe('composeMail', () => {
  it('names the expiry zone by its IANA name, also when the browser sent ICU’s old one', () => {
    const mail = (timeZone: string) =>
      composeMail({
        to: 'a@campus.test',
        subject: 'S',
        name: 'A',
        paragraphs: [],
        action: { label: 'Go', url: 'http://campus.test/x' },
        expires: { at: new Date('2026-11-27T10:00:00Z'), timeZone },
      });
    // Chromium reports Kolkata as `Asia/Calcutta` (Intl.DateTimeFormat().resolvedOptions()).
    expect(mail('Asia/Calcutta').text).toContain('Fri, 27 Nov 2026, 3:30 PM IST (Asia/Kolkata)');
    expect(mail('Asia/Calcutta').html).toContain('(Asia/Kolkata)');
    expect(mail('Asia/Kolkata').text).toContain('3:30 PM IST (Asia/Kolkata)');
    expect(mail('UTC').text).toContain('10:00 AM UTC (UTC)');
  });
});
