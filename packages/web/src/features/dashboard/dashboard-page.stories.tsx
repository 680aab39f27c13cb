import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardHandlers, serverFailure } from '../../testing/handlers';
import { programWelcomes, welcomeHandler } from '../../testing/handlers/dashboard';
import { storyUsers, withPage } from '../../testing/page-story';
import { DashboardPage } from './dashboard-page';

/** /dashboard: what is due, what is next, what changed; its sections depend on the role. */
const meta = {
  title: 'Web/Pages/Dashboard',
  component: DashboardPage,
  decorators: [withPage],
  parameters: { route: '/dashboard' },
  args: { user: storyUsers.student },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

export const Loading: Story = {
  name: 'Loading every section',
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.student).loading),
  play: async ({ canvasElement }) => {
    await expect(await section(canvasElement, 'What is due')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'New student, nothing yet',
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.student).empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No task is waiting for you.');
    await canvas.findByText('You are not enrolled in a course yet.');
    await canvas.findByText('No live class is scheduled.');
    await canvas.findByText(`Welcome, ${storyUsers.student.name}.`);
  },
};

export const PaidWaitingForBatch: Story = {
  name: 'Paid for a program, waiting for a batch (first visit)',
  beforeEach: ({ msw }) =>
    // The first handler that matches answers: the program's greeting before the group's.
    msw.use(
      welcomeHandler(programWelcomes.waiting),
      ...dashboardHandlers(storyUsers.student).empty,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const program = within(await section(canvasElement, 'Your program: Data Engineer'));
    await program.findByText('Starts on 7 December 2026.');
    await program.findByText(
      /you’ll be placed into a batch and a mentor will be assigned; we’ll mail you/,
    );
    await canvas.findByText(`Welcome, ${storyUsers.student.name}.`);
    // No row of zeros before there is anything to count.
    await expect(canvas.queryByRole('list', { name: 'At a glance' })).toBeNull();
  },
};

export const PlacedInBatch: Story = {
  name: 'Placed in a batch with a mentor',
  beforeEach: ({ msw }) =>
    msw.use(welcomeHandler(programWelcomes.placed), ...dashboardHandlers(storyUsers.student).full),
  play: async ({ canvasElement }) => {
    const program = within(await section(canvasElement, 'Your program: Data Engineer'));
    await program.findByText(/Your batch: Dec 2026 · data · Your mentor: Meera Iyer/);
    await within(canvasElement).findByText(`Welcome back, ${storyUsers.student.name}.`);
  },
};

export const Error: Story = {
  name: 'Sections could not load',
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.student).error),
  play: async ({ canvasElement }) => {
    const due = within(await section(canvasElement, 'What is due'));
    await due.findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Student dashboard',
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.student).full),
  play: async ({ canvasElement }) => {
    const classes = within(await section(canvasElement, 'Next live classes'));
    await classes.findByText(/Feature engineering clinic/);
    const changes = within(await section(canvasElement, 'What changed'));
    await changes.findByText(/Build a REST API/);
    // The task desk's words: a task sent back reads "Changes requested", not "overdue".
    const due = within(await section(canvasElement, 'What is due'));
    const sentBack = (await due.findByRole('link', { name: 'Fix the login form' })).closest('li')!;
    await expect(sentBack).toHaveTextContent(/· Changes requested$/);
    await expect(sentBack).not.toHaveTextContent(/overdue/i);
    // Live classes and sessions are links to where they are.
    await expect(classes.getByRole('link', { name: /Feature engineering clinic/ })).toHaveAttribute(
      'href',
      '/live-class',
    );
    const sessions = within(await section(canvasElement, 'Your sessions'));
    const sessionLinks = sessions.getAllByRole('link');
    await expect(sessionLinks.length).toBeGreaterThan(1);
    for (const link of sessionLinks) await expect(link).toHaveAttribute('href', '/mentor-sync');
  },
};

export const Mentor: Story = {
  name: 'Mentor dashboard',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.mentor).full),
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Submissions to review');
  },
};

export const Instructor: Story = {
  name: 'Instructor dashboard',
  args: { user: storyUsers.instructor },
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.instructor).full),
  play: async ({ canvasElement }) => {
    const created = within(await section(canvasElement, 'Your courses'));
    await created.findByText(/Data Science with Python/);
  },
};

export const Admin: Story = {
  name: 'Admin dashboard',
  args: { user: storyUsers.admin },
  beforeEach: ({ msw }) => msw.use(...dashboardHandlers(storyUsers.admin).full),
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Newest accounts');
  },
};
