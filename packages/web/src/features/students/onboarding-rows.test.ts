import { describe, expect, it } from 'vitest';
import { parseOnboardingRows } from './onboarding-rows';

describe('onboarding rows from a paste or a CSV', () => {
  it('reads one email per line, several per line and skips blank lines', () => {
    expect(
      parseOnboardingRows('asha@example.com\n\nravi@example.com; divya@example.com\n'),
    ).toEqual([
      { email: 'asha@example.com' },
      { email: 'ravi@example.com' },
      { email: 'divya@example.com' },
    ]);
  });

  it('reads a CSV by its header, in any column order, with quoted names', () => {
    const csv =
      '\uFEFFEmail,Full name,Phone\r\nasha@example.com,"Rao, Asha",99\r\nravi@example.com,,\r\n';
    expect(parseOnboardingRows(csv)).toEqual([
      { email: 'asha@example.com', name: 'Rao, Asha' },
      { email: 'ravi@example.com' },
    ]);
  });

  it('takes the cell with an @ as the email in header-less name,email lines', () => {
    expect(parseOnboardingRows('Asha Rao,asha@example.com\nravi@example.com,Ravi Kumar')).toEqual([
      { email: 'asha@example.com', name: 'Asha Rao' },
      { email: 'ravi@example.com', name: 'Ravi Kumar' },
    ]);
  });

  it('keeps a bad line as a row, so the dry run can name the problem', () => {
    expect(parseOnboardingRows('Asha Rao,not an email')).toEqual([
      { email: 'not an email', name: 'Asha Rao' },
    ]);
  });
});
