import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Inline } from '../layout';
import { Text } from '../text';
import { Sheet } from './sheet';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet.Content,
  args: { title: 'Week 3 project · Asha Rao', description: 'Attempt 2 of 2, submitted 21 Nov' },
  render: (args) => (
    <Sheet.Root>
      <Sheet.Trigger asChild>
        <Button variant="secondary">Review submission</Button>
      </Sheet.Trigger>
      <Sheet.Content
        {...args}
        footer={
          <>
            <Button variant="secondary">Request changes</Button>
            <Button>Approve</Button>
          </>
        }
      >
        <Inline>
          <Badge tone="info">In review</Badge>
        </Inline>
        <Text>Cart page with checkout; the payment step now validates the card number.</Text>
      </Sheet.Content>
    </Sheet.Root>
  ),
} satisfies Meta<typeof Sheet.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {};

export const OpenWithKeyboard: Story = {
  name: 'Keyboard: open, focus stays inside, Escape closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Review submission' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body().findByRole('dialog', { name: 'Week 3 project · Asha Rao' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const FromTheEnd: Story = {
  name: 'Open from the end',
  render: (args) => (
    <Sheet.Root defaultOpen>
      <Sheet.Content {...args} footer={<Button>Approve</Button>}>
        <Text>Attempt 2: cart page with checkout.</Text>
      </Sheet.Content>
    </Sheet.Root>
  ),
};

export const FromTheBottom: Story = {
  name: 'Bottom sheet (filters on a phone)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Sheet.Root defaultOpen>
      <Sheet.Content
        side="bottom"
        title="Filter submissions"
        footer={
          <>
            <Button variant="secondary">Clear</Button>
            <Button>Show 12 results</Button>
          </>
        }
      >
        <Text>Batch: Nov 2026 · Fullstack</Text>
        <Text>Task: Week 3 project</Text>
      </Sheet.Content>
    </Sheet.Root>
  ),
};

export const FullWidthAt360px: Story = {
  name: 'Full width on a phone, long content scrolls',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Sheet.Root defaultOpen>
      <Sheet.Content {...args} size="lg">
        {Array.from({ length: 24 }, (_, i) => (
          <Text key={i}>Feedback point {i + 1}: label the card form fields.</Text>
        ))}
      </Sheet.Content>
    </Sheet.Root>
  ),
  play: async () => {
    const sheet = await body().findByRole('dialog');
    await expect(sheet.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left (end is the left)',
  render: () => (
    <div dir="rtl" lang="ar">
      <Sheet.Root defaultOpen>
        <Sheet.Content title="التفاصيل" dir="rtl" closeLabel="إغلاق">
          <Text>آشا راو</Text>
        </Sheet.Content>
      </Sheet.Root>
    </div>
  ),
};
