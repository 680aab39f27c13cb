import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeInput, type ZonedDateTime } from './date-time-input';

const zones = ['America/New_York', 'Asia/Kolkata', 'Europe/London', 'UTC'];

describe('DateTimeInput', () => {
  it('turns a wall time in the chosen zone into a UTC instant and names the zone', () => {
    const onChange = vi.fn();
    render(
      <DateTimeInput
        label="Due"
        defaultTimeZone="Asia/Kolkata"
        viewerZone="Asia/Kolkata"
        timeZones={zones}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Due' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2026-11-22T18:00' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      iso: '2026-11-22T12:30:00.000Z',
      timezone: 'Asia/Kolkata',
    });
    expect(screen.getByLabelText('Date and time')).toHaveAccessibleDescription(
      /^Sun, 22 Nov 2026, 6:00 PM IST \(Asia\/Kolkata\), India Standard Time\.$/,
    );
  });

  it('keeps the wall time when the zone changes, and shows the viewer their own time', async () => {
    const onChange = vi.fn();
    render(
      <DateTimeInput
        label="Starts"
        value={{ iso: '2026-11-22T12:30:00.000Z', timezone: 'Asia/Kolkata' }}
        viewerZone="Europe/London"
        timeZones={zones}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Date and time')).toHaveValue('2026-11-22T18:00');
    expect(
      screen.getByText(/Your time: Sun, 22 Nov 2026, 12:30 PM GMT \(Europe\/London\)/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    expect(onChange).toHaveBeenLastCalledWith({ iso: '2026-11-22T18:00:00.000Z', timezone: 'UTC' });
  });

  it('follows a new value from outside and clears on reset', () => {
    function Harness() {
      const [value, setValue] = useState<ZonedDateTime | null>({
        iso: '2026-07-01T13:00:00.000Z',
        timezone: 'America/New_York',
      });
      return (
        <>
          <DateTimeInput label="Due" value={value} onChange={setValue} timeZones={zones} />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByLabelText('Date and time')).toHaveValue('2026-07-01T09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Date and time')).toHaveValue('');
  });

  it('says when a time does not exist on a DST day and moves it forward', () => {
    const onChange = vi.fn();
    render(
      <DateTimeInput
        label="Due"
        defaultTimeZone="America/New_York"
        viewerZone="America/New_York"
        timeZones={zones}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2026-03-08T02:30' },
    });
    expect(onChange).toHaveBeenLastCalledWith({
      iso: '2026-03-08T07:30:00.000Z',
      timezone: 'America/New_York',
    });
    expect(screen.getByText(/02:30 does not exist on that day/)).toHaveTextContent(/3:30 AM EDT/);
  });

  it('marks both controls invalid and describes them with the error', () => {
    render(<DateTimeInput label="Due" error="Choose a due date" timeZones={zones} />);
    const input = screen.getByLabelText('Date and time');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a due date');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
      'Choose a due date',
    );
  });
});

describe('DateTimeInput, required', () => {
  it('stars the legend once and keeps the input required', () => {
    render(<DateTimeInput label="Due" required timeZones={zones} />);
    expect(screen.getByLabelText('Date and time')).toBeRequired();
    expect(screen.getAllByText('*')).toHaveLength(1);
  });
});
