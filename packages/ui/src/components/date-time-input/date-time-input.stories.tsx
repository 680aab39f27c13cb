import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { Text } from '../text';
import { DateTimeInput, type DateTimeInputProps, type ZonedDateTime } from './date-time-input';

/** Holds the value as a form would, and shows what would be sent to the server. */
function Controlled(
  props: Omit<DateTimeInputProps, 'onChange' | 'value'> & { initial?: ZonedDateTime },
) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<ZonedDateTime | null>(initial);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <DateTimeInput {...rest} value={value} onChange={setValue} />
      <Text size="sm" tone="muted" data-testid="sent">
        Sent to the server: {value ? JSON.stringify(value) : 'nothing yet'}
      </Text>
    </div>
  );
}

const meta = {
  title: 'Forms/DateTimeInput',
  component: Controlled,
  parameters: { layout: 'padded' },
  args: { label: 'Due', viewerZone: 'Asia/Kolkata', defaultTimeZone: 'Asia/Kolkata' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyInViewersZone: Story = { name: "Empty, in the viewer's zone" };

export const DueInKolkataSeenFromLondon: Story = {
  name: 'Due 6 pm in Kolkata, seen from London',
  args: {
    viewerZone: 'Europe/London',
    initial: { iso: '2026-11-22T12:30:00.000Z', timezone: 'Asia/Kolkata' },
    hint: 'Students see this in their own time zone too.',
  },
};

export const KeyboardChangeZone: Story = {
  name: 'Keyboard: move to the zone and pick New York',
  args: { initial: { iso: '2026-11-22T12:30:00.000Z', timezone: 'Asia/Kolkata' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Date and time')).toHaveFocus();
    // Chromium's date-time input has a segment per field plus a picker button in the tab order.
    const zone = canvas.getByRole('combobox', { name: 'Time zone' });
    zone.focus();
    await userEvent.selectOptions(zone, 'America/New_York');
    await waitFor(() =>
      expect(canvas.getByTestId('sent')).toHaveTextContent(
        '{"iso":"2026-11-22T23:00:00.000Z","timezone":"America/New_York"}',
      ),
    );
    await expect(canvas.getByLabelText('Date and time')).toHaveValue('2026-11-22T18:00');
  },
};

export const TimeThatDoesNotExist: Story = {
  name: 'A time skipped by daylight saving',
  args: {
    viewerZone: 'America/New_York',
    defaultTimeZone: 'America/New_York',
  },
  play: async ({ canvas }) => {
    // The picker's segments are not typeable from a test; set the value as the picker would.
    fireEvent.change(canvas.getByLabelText('Date and time'), {
      target: { value: '2026-03-08T02:30' },
    });
    await waitFor(() => expect(canvas.getByText(/does not exist on that day/)).toBeVisible());
  },
};

export const WithError: Story = {
  name: 'Required, with an error',
  args: { required: true, error: 'Choose when the task is due' },
};

export const OnA360pxPhone: Story = {
  name: 'On a 360 px phone (stacked)',
  args: {
    viewerZone: 'Europe/London',
    initial: { iso: '2026-11-22T12:30:00.000Z', timezone: 'Asia/Kolkata' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
