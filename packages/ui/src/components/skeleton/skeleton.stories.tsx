import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../card';
import { Inline, Stack } from '../layout';
import { Skeleton, SkeletonGroup } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: '12rem', height: '1rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Circle: Story = { args: { circle: true, width: '2.5rem', height: '2.5rem' } };

export const CourseCardLoading: Story = {
  name: 'Course card loading',
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <SkeletonGroup label="Loading courses">
        <Card>
          <Inline gap="md">
            <Skeleton circle width="2.5rem" height="2.5rem" />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" height="0.75rem" />
            </Stack>
          </Inline>
          <Skeleton height="5rem" />
        </Card>
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses');
  },
};
