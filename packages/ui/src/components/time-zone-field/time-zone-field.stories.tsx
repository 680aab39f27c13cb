import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TimeZoneField } from './time-zone-field';

function Stateful({ initial, browserZone }: { initial: string; browserZone: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <TimeZoneField
      label="Your time zone"
      hint="Quiet hours and the daily digest follow it."
      value={zone}
      onChange={setZone}
      browserZone={browserZone}
    />
  );
}

/** A time zone searched as it is typed, with the browser's own zone one press away. */
const meta = {
  title: 'Forms/Time zone field',
  component: Stateful,
  args: { initial: 'UTC', browserZone: 'Asia/Kolkata' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherThanBrowser: Story = {
  name: 'Another zone than the browser’s',
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Use your browser’s zone (Asia/Kolkata)' }),
    );
    await expect(canvas.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      'Asia/Kolkata',
    );
  },
};

export const BrowserZone: Story = {
  name: 'The browser’s zone',
  args: { initial: 'Asia/Kolkata' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /browser’s zone/ })).toBeNull();
  },
};

export const TypedCity: Story = {
  name: 'A city typed, completed to its zone',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Your time zone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'london');
    await userEvent.tab();
    await expect(input).toHaveValue('Europe/London');
  },
};

export const Refused: Story = {
  name: 'A zone the server refused',
  render: () => (
    <TimeZoneField
      label="Your time zone"
      value="Atlantis"
      onChange={() => undefined}
      browserZone="Asia/Kolkata"
      error="Unknown time zone: use a time zone name such as Asia/Kolkata."
    />
  ),
};
