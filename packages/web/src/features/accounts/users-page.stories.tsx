import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUsers, usersApi } from '../../testing/handlers/admin-users';
import { serverFailure } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { AdminUsersPage } from './users-page';

/** /admin/users: every account, server-paginated, with status, role and bulk actions. */
const meta = {
  title: 'Web/Pages/Admin users',
  component: AdminUsersPage,
  decorators: [withPage],
  parameters: { route: '/admin/users' },
  args: { selfId: 'u-admin-1' },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const table = (el: HTMLElement) => within(el).findByRole('table', { name: 'Users' });

export const Loading: Story = {
  name: 'Loading the users',
  beforeEach: ({ msw }) => msw.use(...adminUsers.loading),
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Empty: Story = {
  name: 'Nobody matches the filters',
  parameters: { route: '/admin/users?q=nobody&role=mentor&status=deactivated' },
  beforeEach: ({ msw }) => msw.use(...adminUsers.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No users match');
    await expect(within(canvasElement).getByLabelText('Role')).toHaveValue('mentor');
  },
};

export const LoadError: Story = {
  name: 'Users could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...adminUsers.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The users could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(...usersApi());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await within(await table(canvasElement)).findByText('asha@example.com');
  },
};

export const Full: Story = {
  name: 'Every account, newest first',
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await rows.findByText('kiran@example.com');
    // The signed-in admin cannot deactivate themself or change their own role.
    await expect(rows.getByText('You')).toBeInTheDocument();
    await expect(rows.getByLabelText('Role of Priya Shah')).toBeDisabled();
  },
};

export const SearchAndSort: Story = {
  name: 'Search by name, sorted by name',
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByText('kiran@example.com');
    await userEvent.type(canvas.getByLabelText('Search by name or email'), 'rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.queryByText('kiran@example.com')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    const header = canvas.getByRole('columnheader', { name: /Name/ });
    await waitFor(() => expect(header).toHaveAttribute('aria-sort'));
    await expect(canvas.getByText('asha@example.com')).toBeInTheDocument();
  },
};

export const Deactivate: Story = {
  name: 'Deactivate asks first and says they are signed out everywhere',
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Asha Rao' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Deactivate Asha Rao?' });
    await expect(dialog).toHaveTextContent(/signed out everywhere/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await body().findByText('Asha Rao is deactivated and signed out everywhere.');
    await canvas.findByRole('button', { name: 'Activate Asha Rao' });
  },
};

export const ChangeRole: Story = {
  name: 'Change a role, confirmed',
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Role of Ravi Kumar'), 'mentor');
    const dialog = await body().findByRole('alertdialog', { name: 'Make Ravi Kumar a mentor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await body().findByText('Ravi Kumar is now Mentor.');
  },
};

export const Bulk: Story = {
  name: 'Bulk deactivate with a summary',
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Asha Rao' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Farhan Khan' }));
    await canvas.findByText('2 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate selected' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Deactivate 2 accounts?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate 2 accounts' }));
    await body().findByText('1 deactivated; 1 already deactivated.');
  },
};

export const CreateUser: Story = {
  name: 'Create a user: checked, then created',
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create user' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create a user' }));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await dialog.findAllByText('Name is required');
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Nisha Pillai');
    await userEvent.clear(dialog.getByLabelText(/^Email/));
    await userEvent.type(dialog.getByLabelText(/^Email/), 'nisha@example.com');
    await userEvent.selectOptions(dialog.getByLabelText(/^Role/), 'mentor');
    await userEvent.click(dialog.getByRole('button', { name: 'Create user' }));
    await body().findByText(
      'Nisha Pillai is created. A password setup link went to nisha@example.com.',
    );
  },
};

export const NarrowScreen: Story = {
  name: 'At 360 px',
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(...usersApi()),
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByText('asha@example.com');
    // The page never overflows the phone; the table scrolls inside its own region.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
