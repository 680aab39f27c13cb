import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStudents, studentsApi } from '../../testing/handlers/admin-students';
import { storyNow } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { tableStates } from '../../testing/table-states';
import { AdminStudentsPage } from './students-page';

/** /admin/students: students with batch, enrollments, progress and pending ₹; assign; onboard. */
const meta = {
  title: 'Web/Pages/Admin students',
  component: AdminStudentsPage,
  decorators: [withPage],
  parameters: { route: '/admin/students' },
  args: { now: storyNow },
} satisfies Meta<typeof AdminStudentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = tableStates({
  table: 'Students',
  groups: adminStudents,
  api: studentsApi,
  errorTitle: 'The students could not be loaded',
  ready: 'Asha Rao',
});

const body = () => within(document.body);
const table = (el: HTMLElement) => within(el).findByRole('table', { name: 'Students' });

export const Loading: Story = { name: 'Loading the students', ...states.loading };

export const Empty: Story = {
  name: 'No students yet',
  beforeEach: ({ msw }) => msw.use(...adminStudents.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No students yet');
  },
};

export const LoadError: Story = {
  name: 'Students could not load, then Try again',
  ...states.error,
};

export const Full: Story = {
  name: 'Batch, mentor, enrollments, progress and pending ₹',
  beforeEach: ({ msw }) => msw.use(...adminStudents.full),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await rows.findByText('₹49,999');
    await expect(rows.getByText('₹1,500.5')).toBeInTheDocument();
    await expect(rows.getAllByText('Nov 2026 · fullstack')).toHaveLength(2);
    await expect(rows.getAllByText('Mentor: Meera Iyer').length).toBeGreaterThan(0);
    await expect(rows.getByText('3 (2 completed)')).toBeInTheDocument();
    await expect(rows.getByText('91%')).toBeInTheDocument();
    await expect(rows.getByText('Not paid yet')).toBeInTheDocument();
    await expect(rows.getByText('Paid, waiting for a batch')).toBeInTheDocument();
  },
};

export const PendingOnly: Story = {
  name: 'Only students who owe, most first',
  parameters: { route: '/admin/students?pending=true&sort=pendingAmount&order=desc' },
  beforeEach: ({ msw }) => msw.use(...studentsApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Only pending payments')).toBeChecked();
    const rows = within(await table(canvasElement));
    await rows.findByText('Divya Menon');
    await waitFor(() => expect(rows.queryByText('Ravi Kumar')).toBeNull());
    const names = rows
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    await expect(names[0]).toMatch(/Divya Menon/);
  },
};

export const Assign: Story = {
  name: 'Assign selected students to a batch',
  beforeEach: ({ msw }) => msw.use(...studentsApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Divya Menon' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to batch' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Assign 2 students to a batch' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Assign 2 students' }));
    await dialog.findByRole('link', { name: /Mentor/ });
    await userEvent.type(dialog.getByLabelText(/^Domain/), 'data-science');
    // The mentor choices arrive with their own query: wait for them, not for a fixed moment.
    await dialog.findByRole('option', { name: 'Meera Iyer (meera@example.com)' });
    await userEvent.selectOptions(
      dialog.getByLabelText(/^Mentor/),
      'Meera Iyer (meera@example.com)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Assign 2 students' }));
    await body().findByText('Nov 2026 · data-science: 1 added, 1 moved, 0 already there.');
    await within(await table(canvasElement)).findAllByText('Nov 2026 · data-science');
  },
};

export const WaitingForBatch: Story = {
  name: 'Paid, waiting for a batch, placed in one action',
  parameters: { route: '/admin/students?waiting=true' },
  beforeEach: ({ msw }) => msw.use(...studentsApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Paid, waiting for a batch')).toBeChecked();
    const rows = within(await table(canvasElement));
    await rows.findByText('Kiran Das');
    await expect(rows.getByText('Data Engineer')).toBeInTheDocument();
    await expect(rows.queryByText('Asha Rao')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Kiran Das' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to batch' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Assign 1 student to a batch' }),
    );
    await userEvent.type(dialog.getByLabelText(/^Domain/), 'data');
    await dialog.findByRole('option', { name: 'Meera Iyer (meera@example.com)' });
    await userEvent.selectOptions(
      dialog.getByLabelText(/^Mentor/),
      'Meera Iyer (meera@example.com)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Assign 1 student' }));
    await canvas.findByText('Nobody is waiting for a batch');
  },
};

export const OnboardDryRun: Story = {
  name: 'Onboarding: a dry run names every row, errors block the apply',
  beforeEach: ({ msw }) => msw.use(...studentsApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Onboard students' }));
    const sheet = within(await body().findByRole('dialog', { name: 'Onboard students' }));
    await userEvent.click(sheet.getByRole('checkbox', { name: /^Assign them to a batch/ }));
    await userEvent.click(sheet.getByRole('button', { name: 'Check rows' }));
    await sheet.findAllByText('Paste at least one email, and at most 200 rows at once');
    await userEvent.type(
      sheet.getByLabelText(/^Emails or CSV/),
      'kiran@example.com{enter}Asha Rao,asha@example.com{enter}not-an-email',
    );
    await userEvent.click(sheet.getByRole('button', { name: 'Check rows' }));
    await sheet.findByText('Dry run: 1 new student, 1 existing student, 1 row with errors.');
    await expect(sheet.getByText('Not a valid email address.')).toBeInTheDocument();
    await expect(sheet.getByText('Fix or remove the rows with errors')).toBeInTheDocument();
    await expect(sheet.queryByRole('button', { name: /^Apply/ })).toBeNull();
  },
};

export const OnboardApply: Story = {
  name: 'Onboarding: checked, then applied with a batch and mentor',
  beforeEach: ({ msw }) => msw.use(...studentsApi()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Onboard students' }));
    const sheet = within(await body().findByRole('dialog', { name: 'Onboard students' }));
    await userEvent.type(
      sheet.getByLabelText(/^Emails or CSV/),
      'kiran@example.com{enter}ravi@example.com',
    );
    await userEvent.type(sheet.getByLabelText(/^Domain/), 'fullstack');
    await sheet.findByRole('option', { name: 'Meera Iyer (meera@example.com)' });
    await userEvent.selectOptions(
      sheet.getByLabelText(/^Mentor/),
      'Meera Iyer (meera@example.com)',
    );
    await userEvent.click(sheet.getByRole('button', { name: 'Check rows' }));
    await sheet.findByText('Dry run: 1 new student, 1 existing student, 0 rows with errors.');
    // Changing the rows after the check asks for a new check before anything is applied.
    await userEvent.type(sheet.getByLabelText(/^Emails or CSV/), '{enter}x@example.com');
    await sheet.findByText('The rows changed since the check. Check them again before applying.');
    await userEvent.click(sheet.getByRole('button', { name: 'Check rows' }));
    await userEvent.click(
      await sheet.findByRole('button', { name: 'Apply: create 2 accounts and assign 3 students' }),
    );
    await body().findByText(
      'Onboarded: 2 accounts created, 1 existing student, all in Nov 2026 · fullstack. Setup links went to the new students.',
    );
  },
};

export const NarrowScreen: Story = { name: 'At 360 px', ...states.narrow };
