import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { courses, serverFailure } from '../../testing/handlers';
import { pageStates, withPage } from '../../testing/page-story';
import { CoursesPage } from './courses-page';

/** /courses: the public catalogue with search, filters and sort. */
const meta = {
  title: 'Web/Pages/Courses',
  component: CoursesPage,
  decorators: [withPage],
  parameters: { route: '/courses' },
} satisfies Meta<typeof CoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(courses, { empty: 'No courses found' });

export const Loading: Story = {
  name: 'Loading the catalogue',
  beforeEach: ({ msw }) => msw.use(...courses.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Loading courses' });
  },
};

export const Empty: Story = { name: 'No course published yet', ...states.empty };

export const NoMatch: Story = {
  name: 'Nothing matches the filters',
  parameters: { route: '/courses?search=cobol&level=advanced' },
  beforeEach: ({ msw }) => msw.use(...courses.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No courses found');
  },
};

export const Error: Story = {
  name: 'Catalogue could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...courses.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Courses could not be loaded');
    await expect(canvas.getByText(serverFailure, { exact: false })).toBeInTheDocument();
    msw.use(...courses.full);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('link', { name: 'Data Science with Python' });
  },
};

export const Full: Story = {
  name: 'Catalogue',
  beforeEach: ({ msw }) => msw.use(...courses.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Data Science with Python' });
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};
