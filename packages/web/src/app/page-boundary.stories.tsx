import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../testing/page-story';
import { page } from './lazy-page';
import { PageBoundary } from './page-boundary';

/**
 * The page's place in the shell when the page fails (app-layout.tsx): its chunk did not arrive
 * (offline, a new deploy), or it broke while rendering. Try again asks for the page again.
 */
const meta = {
  title: 'Web/Shell/Page that failed',
  component: PageBoundary,
  decorators: [withPage],
  args: { location: '/courses', children: null },
} satisfies Meta<typeof PageBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

const Catalogue = () => <h1>Courses</h1>;

// Offline until the story's play goes back online.
let online = false;
const CoursesRoute = page(
  () =>
    online
      ? Promise.resolve({ CoursesRoute: Catalogue })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  'CoursesRoute',
);

export const ChunkDidNotArrive: Story = {
  name: 'Its chunk did not arrive, then did',
  beforeEach: () => {
    online = false;
  },
  render: (args) => (
    <div style={{ width: 360 }} data-testid="phone">
      <PageBoundary location={args.location}>
        <Suspense fallback={<p>Loading page…</p>}>
          <CoursesRoute />
        </Suspense>
      </PageBoundary>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    // On a 360 px phone nothing overflows.
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
    online = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { level: 1, name: 'Courses' });
  },
};

const Broken = (): never => {
  throw new Error('A page bug');
};

export const BrokeWhileRendering: Story = {
  name: 'It broke while rendering',
  render: (args) => (
    <PageBoundary location={args.location}>
      <Broken />
    </PageBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
