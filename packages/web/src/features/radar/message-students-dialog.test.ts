import { describe, expect, it } from 'vitest';
import { radarFlags } from '../../testing/handlers/radar';
import { previewFor } from './message-students-dialog';

describe('previewFor', () => {
  it('fills the placeholders as the server does: the first name, the name, the reasons', () => {
    expect(previewFor('Hi {firstName} ({name}): {reasons}. {unknown}', radarFlags[0]!)).toBe(
      'Hi Asha (Asha Rao): Missed the last 2 live classes; 1 task overdue, 3 days past its due date. {unknown}',
    );
  });
});
