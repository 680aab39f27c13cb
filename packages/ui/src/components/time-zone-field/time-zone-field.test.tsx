import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { matchTimeZone, TimeZoneField } from './time-zone-field';

const zones = ['America/New_York', 'Asia/Kolkata', 'Europe/London', 'UTC'];

function Harness({ initial, browserZone }: { initial: string; browserZone: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <TimeZoneField
      label="Your time zone"
      value={zone}
      onChange={setZone}
      browserZone={browserZone}
    />
  );
}

describe('matchTimeZone', () => {
  it('spells a listed zone as listed, completes a city, and leaves anything else as typed', () => {
    expect(matchTimeZone('asia/kolkata', zones)).toBe('Asia/Kolkata');
    expect(matchTimeZone(' Kolkata ', zones)).toBe('Asia/Kolkata');
    expect(matchTimeZone('new york', zones)).toBe('America/New_York');
    expect(matchTimeZone('utc', zones)).toBe('UTC');
    expect(matchTimeZone('Atlantis', zones)).toBe('Atlantis');
    expect(matchTimeZone('', zones)).toBe('');
  });
});

describe('TimeZoneField', () => {
  it('is a combobox searched by typing, and a city becomes its zone on leaving the field', async () => {
    render(<Harness initial="UTC" browserZone="Asia/Kolkata" />);
    const input = screen.getByRole('combobox', { name: 'Your time zone' });
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect(list?.querySelectorAll('option').length).toBeGreaterThan(3);
    await userEvent.clear(input);
    await userEvent.type(input, 'london');
    await userEvent.tab();
    expect(input).toHaveValue('Europe/London');
  });

  it("sets the browser's zone in one press, and offers it only when another is chosen", async () => {
    render(<Harness initial="UTC" browserZone="Asia/Kolkata" />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Use your browser’s zone (Asia/Kolkata)' }),
    );
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Asia/Kolkata');
    expect(screen.queryByRole('button', { name: /Use your browser’s zone/ })).toBeNull();
  });
});
