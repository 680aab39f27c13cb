import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../testing/page-story';
import { NotFoundPage } from './not-found-page';

/** Any unknown route: says which path, and offers the way back. No data, one state. */
const meta = {
  title: 'Web/Pages/Not found',
  component: NotFoundPage,
  decorators: [withPage],
  parameters: { route: '/cources' },
  args: { path: '/cources' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'Mistyped link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByText('/cources')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      '/support',
    );
  },
};
