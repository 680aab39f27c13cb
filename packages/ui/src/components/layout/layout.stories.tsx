import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../card';
import { Text } from '../text';
import { Box, CardGrid, CardGridLoading, Container, Inline, Stack } from './layout';

const Tile = ({ children }: { children: string }) => <Card padding="md">{children}</Card>;

const meta = {
  title: 'Layout/Stack and Inline',
  component: Stack,
  args: { gap: 'md' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfCards: Story = {
  name: 'Stack of cards',
  render: (args) => (
    <Stack {...args}>
      <Tile>Generative AI Leader</Tile>
      <Tile>Fullstack Web Engineer</Tile>
      <Tile>Data Engineer</Tile>
    </Stack>
  ),
};

export const InlineRowWrapping: Story = {
  name: 'Inline row wrapping on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Inline gap="sm">
      {['Dashboard', 'Student Dashboard', 'Mentor Updates', 'Skill_Up', 'Live Class'].map(
        (label) => (
          <Tile key={label}>{label}</Tile>
        ),
      )}
    </Inline>
  ),
};

/** Display and direction are responsive (sprinkles.css.ts); spacing is not. */
export const ResponsiveDirection: Story = {
  name: 'Responsive direction',
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="md">
      <Tile>Stacked on mobile</Tile>
      <Tile>Side by side from tablet up</Tile>
    </Box>
  ),
};

export const ContainedPage: Story = {
  name: 'Contained page width',
  render: () => (
    <Container size="md" as="main">
      <Stack>
        <Tile>Content stays at a readable width and keeps gutters on small screens.</Tile>
      </Stack>
    </Container>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar">
      <Inline gap="md">
        <Tile>لوحة التحكم</Tile>
        <Tile>الدورات</Tile>
        <Tile>الفصل المباشر</Tile>
      </Inline>
    </div>
  ),
};

/** Courses, mentors, e-books and programs sit in the same grid: one column on a phone. */
export const GridOfCards: Story = {
  name: 'Card grid',
  render: () => (
    <CardGrid aria-label="Courses">
      {['React from zero', 'Data engineering on GCP', 'Python for analysts', 'Cloud security'].map(
        (title) => (
          <li key={title}>
            <Card as="article">
              <Text weight="semibold">{title}</Text>
              <Text size="sm" tone="muted">
                A short line about the course.
              </Text>
            </Card>
          </li>
        ),
      )}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Courses' }).children).toHaveLength(4);
  },
};

export const GridLoading: Story = {
  name: 'Card grid loading',
  render: () => <CardGridLoading label="Loading courses" count={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading courses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
