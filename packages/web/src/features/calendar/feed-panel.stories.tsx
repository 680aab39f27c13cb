import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { activeFeed, calendar, feedHandlers, madeFeed } from '../../testing/handlers/calendar';
import { withPage } from '../../testing/page-story';
import { FeedPanel } from './feed-panel';

/** The calendar feed on /calendar: make an address, copy it, reset it or turn it off. */
const meta = {
  title: 'Web/Calendar/Feed',
  component: FeedPanel,
  decorators: [withPage],
  parameters: { route: '/calendar' },
} satisfies Meta<typeof FeedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  name: 'Loading',
  beforeEach: ({ msw }) => msw.use(...calendar.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your feed…');
  },
};

export const Error: Story = {
  name: 'Could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...calendar.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(...feedHandlers(activeFeed));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText(/Your feed is on since/);
  },
};

export const Make: Story = {
  name: 'No feed yet: make one, its address shown once',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...feedHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make my feed address' }));
    await expect(await canvas.findByLabelText('Address for calendar apps (webcal)')).toHaveValue(
      madeFeed.webcal,
    );
    await expect(canvas.getByLabelText('Address over https')).toHaveValue(madeFeed.https);
    await expect(
      canvas.getByRole('button', { name: 'Copy Address over https' }),
    ).toBeInTheDocument();
  },
};

export const Reset: Story = {
  name: 'Reset: the confirmation says the old address stops at once',
  beforeEach: ({ msw }) => msw.use(...feedHandlers(activeFeed)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset address' }));
    const dialog = within(
      await body().findByRole('alertdialog', { name: 'Reset your calendar feed address?' }),
    );
    await expect(dialog.getByText(/stops working at once/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset address' }));
    await expect(await canvas.findByLabelText('Address for calendar apps (webcal)')).toHaveValue(
      madeFeed.webcal,
    );
  },
};

export const TurnOff: Story = {
  name: 'Turn off: confirmed, the feed is gone',
  beforeEach: ({ msw }) => msw.use(...feedHandlers(activeFeed)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off feed' }));
    const dialog = within(
      await body().findByRole('alertdialog', { name: 'Turn off your calendar feed?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off feed' }));
    await canvas.findByText('You have no feed yet.');
  },
};
