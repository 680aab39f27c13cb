import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { program, programs, serverFailure } from '../../testing/handlers';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { ProgramPage } from './program-page';

/** /<program-slug>: one career program, its outcomes and curriculum (students only). */
const meta = {
  title: 'Web/Pages/Program',
  component: ProgramPage,
  decorators: [withPage],
  parameters: { route: '/data-science-python' },
  args: { slug: 'data-science-python', user: storyUsers.student },
} satisfies Meta<typeof ProgramPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(programs, {
  loading: 'Loading program…',
  empty: 'The curriculum is being finalised.',
});

export const Loading: Story = { name: 'Loading the program', ...states.loading };

export const Empty: Story = { name: 'Announced, curriculum to come', ...states.empty };

export const Error: Story = {
  name: 'Program could not load',
  beforeEach: ({ msw }) => msw.use(...programs.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This program could not be loaded' });
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Program not found',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/programs/:slug', () =>
        HttpResponse.json({ message: 'Program not found' }, { status: 404 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Program not found' });
  },
};

export const Full: Story = {
  name: 'Program with curriculum',
  beforeEach: ({ msw }) => msw.use(...programs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Data Science with Python' });
    await expect(canvas.getByRole('heading', { name: 'Curriculum' })).toBeInTheDocument();
  },
};

export const SeatReserved: Story = {
  name: 'The program the student registered for: seat reserved',
  args: { user: { ...storyUsers.student, pendingAmount: 49999, program: program.slug } },
  beforeEach: ({ msw }) => msw.use(...programs.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Your seat is reserved/);
  },
};

export const OtherProgramWhileOwing: Story = {
  name: 'Another program while money is pending: no seat claim',
  args: { user: { ...storyUsers.student, pendingAmount: 49999, program: 'cloud-developer' } },
  beforeEach: ({ msw }) => msw.use(...programs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByText(/Your seat is reserved/)).not.toBeInTheDocument();
  },
};
