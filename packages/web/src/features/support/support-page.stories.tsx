import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../testing/page-story';
import { SupportPage } from './support-page';

/** /support: the FAQ and how to reach the admins. Static: one state. */
const meta = {
  title: 'Web/Pages/Help and support',
  component: SupportPage,
  decorators: [withPage],
  parameters: { route: '/support' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'Help and support',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('My account was deactivated.')).toBeInTheDocument();
  },
};
