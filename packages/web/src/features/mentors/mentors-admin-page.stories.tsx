import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMentors, mentorProfilesApi } from '../../testing/handlers/admin-mentors';
import { withPage } from '../../testing/page-story';
import { tableStates } from '../../testing/table-states';
import { AdminMentorsPage } from './mentors-admin-page';

/** /admin/mentors: mentor profiles (the public mentors page) and instructors with their courses. */
const meta = {
  title: 'Web/Pages/Admin mentors',
  component: AdminMentorsPage,
  decorators: [withPage],
  parameters: { route: '/admin/mentors' },
} satisfies Meta<typeof AdminMentorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = tableStates({
  table: 'All mentor profiles',
  groups: adminMentors,
  api: mentorProfilesApi,
  errorTitle: 'The mentor profiles could not be loaded',
  ready: 'Meera Iyer',
});

const body = () => within(document.body);
const table = (el: HTMLElement) => within(el).findByRole('table', { name: 'All mentor profiles' });

export const Loading: Story = { name: 'Loading profiles and instructors', ...states.loading };

export const Empty: Story = {
  name: 'No profiles and no instructors yet',
  beforeEach: ({ msw }) => msw.use(...adminMentors.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No mentor profiles yet');
    await canvas.findByText('No instructors yet');
  },
};

export const LoadError: Story = { name: 'Could not load, then Try again', ...states.error };

export const Full: Story = {
  name: 'Profiles with availability; instructors with their courses',
  beforeEach: ({ msw }) => msw.use(...adminMentors.full),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await rows.findByText('Weekdays 7–9 pm IST');
    await expect(rows.getByText('Hidden')).toBeInTheDocument();
    await expect(rows.getAllByText('Shown')).toHaveLength(2);
    const instructors = within(
      await within(canvasElement).findByRole('region', { name: /Instructors and their courses/ }),
    );
    await instructors.findByText('Vikram Nair');
    await instructors.findByText('Draft');
    await instructors.findByText('No courses yet.');
  },
};

export const AddProfile: Story = {
  name: 'Add a profile: checked, then shown on the mentors page',
  beforeEach: ({ msw }) => msw.use(...mentorProfilesApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a mentor profile' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Add a mentor profile' }));
    await userEvent.type(dialog.getByLabelText(/^Photo link/), 'http://insecure.example.com/a.jpg');
    await userEvent.click(dialog.getByRole('button', { name: 'Add profile' }));
    await dialog.findAllByText('Name is required');
    await dialog.findAllByText('Paste a full https link to the photo');
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Rohan Gupta');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'rohan@example.com');
    await userEvent.type(dialog.getByLabelText(/^Headline/), 'ML engineer');
    await userEvent.type(dialog.getByLabelText(/^Expertise/), 'PyTorch, MLOps');
    await userEvent.type(dialog.getByLabelText(/^Availability/), 'Sundays 4–6 pm IST');
    await userEvent.clear(dialog.getByLabelText(/^Photo link/));
    await userEvent.click(
      dialog.getByRole('checkbox', { name: /^Show on the public mentors page/ }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add profile' }));
    await body().findByText('Rohan Gupta is saved and shown on the mentors page.');
    await within(await table(canvasElement)).findByText('Sundays 4–6 pm IST');
  },
};

export const DeleteProfile: Story = {
  name: 'Delete a profile, confirmed by name',
  beforeEach: ({ msw }) => msw.use(...mentorProfilesApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Kavya Reddy' }));
    const dialog = await body().findByRole('alertdialog', {
      name: 'Delete the profile of Kavya Reddy?',
    });
    await expect(dialog).toHaveTextContent(/leaves the mentors page/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete profile' }));
    await body().findByText("Kavya Reddy's profile is deleted.");
    await waitFor(() => expect(canvas.queryByText('Cloud security lead')).toBeNull());
  },
};

export const NarrowScreen: Story = { name: 'At 360 px', ...states.narrow };
