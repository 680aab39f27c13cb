import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from '../link';
import { Stack } from '../layout';
import { Text } from '../text';
import { Timeline, type TimelineEntry } from './timeline';

const history: TimelineEntry[] = [
  {
    id: 'a1',
    time: '2026-11-19T08:00:00.000Z',
    actor: { name: 'Asha Rao', role: 'Student' },
    status: { label: 'Submitted', tone: 'info' },
    title: 'Attempt 1',
    body: (
      <Stack gap="xs">
        <Text size="sm">Cart page with a checkout step.</Text>
        <Link href="#repo">github.com/asha/cart-page</Link>
      </Stack>
    ),
  },
  {
    id: 'f1',
    time: '2026-11-20T10:00:00.000Z',
    actor: { name: 'Vikram Nair', role: 'Mentor' },
    status: { label: 'Changes requested', tone: 'warning' },
    title: 'Feedback on attempt 1',
    body: (
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>Label the card number and expiry fields.</li>
        <li>Show the total in ₹ with paise.</li>
      </ul>
    ),
  },
  {
    id: 'a2',
    time: '2026-11-21T09:30:00.000Z',
    actor: { name: 'Asha Rao', role: 'Student' },
    status: { label: 'Submitted', tone: 'info' },
    title: 'Attempt 2',
    body: <Text size="sm">Fixed both points; the total reads ₹4,999.00.</Text>,
  },
  {
    id: 'f2',
    time: '2026-11-21T15:45:00.000Z',
    actor: { name: 'Vikram Nair', role: 'Mentor' },
    status: { label: 'Approved', tone: 'success' },
    title: 'Feedback on attempt 2',
    body: <Text size="sm">Well done — approved.</Text>,
  },
];

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  parameters: { layout: 'padded' },
  args: { label: 'History of Week 3 project', entries: history, timeZone: 'Asia/Kolkata' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAttemptsApproved: Story = { name: 'Two attempts, then approved' };

export const FirstAttemptWaiting: Story = {
  name: 'First attempt waiting for review',
  args: { entries: history.slice(0, 1) },
};

export const ChangesRequested: Story = {
  name: 'Changes requested on the first attempt',
  args: { entries: history.slice(0, 2) },
};

export const InAnotherZone: Story = {
  name: 'Seen from London',
  args: { timeZone: 'Europe/London' },
};

export const KeyboardThroughLinks: Story = {
  name: 'Keyboard: links inside entries are reachable',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'github.com/asha/cart-page' })).toHaveFocus();
  },
};

export const OnA360pxPhone: Story = {
  name: 'On a 360 px phone',
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
