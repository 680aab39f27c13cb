import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminOverview } from '../../testing/handlers/admin-overview';
import { serverFailure } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { AdminOverviewPage } from './overview-page';

/** /admin: the state of the platform at a glance, each figure linking to its list. */
const meta = {
  title: 'Web/Pages/Admin overview',
  component: AdminOverviewPage,
  decorators: [withPage],
  parameters: { route: '/admin' },
} satisfies Meta<typeof AdminOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (el: HTMLElement, label: string) => within(el).findByRole('group', { name: label });

export const Loading: Story = {
  name: 'Counting',
  beforeEach: ({ msw }) => msw.use(...adminOverview.loading),
  play: async ({ canvasElement }) => {
    await expect(await figure(canvasElement, 'Students')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'A new platform: only the first admin',
  beforeEach: ({ msw }) => msw.use(...adminOverview.empty),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await figure(canvasElement, 'Admins')).toHaveTextContent('1'));
    await expect(await figure(canvasElement, 'Pending amount')).toHaveTextContent('₹0');
  },
};

export const LoadError: Story = {
  name: 'The overview could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...adminOverview.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The overview could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(...adminOverview.full);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(async () =>
      expect(await figure(canvasElement, 'Students')).toHaveTextContent('1248'),
    );
  },
};

export const Full: Story = {
  name: 'Mid-month: every figure links to its list',
  beforeEach: ({ msw }) => msw.use(...adminOverview.full),
  play: async ({ canvasElement }) => {
    const owed = await figure(canvasElement, 'Pending amount');
    await waitFor(() => expect(owed).toHaveTextContent('₹12,45,000'));
    await expect(within(owed).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/students?pending=true&sort=pendingAmount',
    );
    await expect(
      within(await figure(canvasElement, 'Deactivated accounts')).getByRole('link'),
    ).toHaveAttribute('href', '/admin/users?status=deactivated');
    await expect(
      within(await figure(canvasElement, 'Batches starting this month')).getByRole('link'),
    ).toHaveAttribute('href', '/admin/batches?month=2026-11');
    await within(canvasElement).findByText(/starting in November 2026/);
  },
};

export const NarrowScreen: Story = {
  name: 'At 360 px',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...adminOverview.full),
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await figure(canvasElement, 'Students')).toHaveTextContent('1248'),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
