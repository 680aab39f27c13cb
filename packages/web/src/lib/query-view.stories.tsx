import { CampusError } from '@campus/sdk';
import { Skeleton, SkeletonGroup, Text } from '@campus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../testing/handlers';
import { withPage } from '../testing/page-story';
import { QueryView } from './query-view';

/** What the server answers, call by call: the first load, then each Try again. */
type Answer = 'never' | string[] | { status: number; message: string };

function answer(a: Answer | undefined): Promise<string[]> {
  if (a === undefined || a === 'never') return new Promise(() => {});
  if (Array.isArray(a)) return Promise.resolve(a);
  return Promise.reject(
    new CampusError({ status: a.status, message: a.message, errors: [], retryAfter: undefined }),
  );
}

interface DemoProps {
  answers: Answer[];
  /** The query is the whole page: its failure carries the page's h1. */
  asPage?: boolean;
  /** The screen has a not-found text of its own. */
  withNotFound?: boolean;
  /** The screen says what a refusal (403) means. */
  withRefused?: boolean;
  /** A skeleton in the shape of the data rather than the default rows. */
  customLoading?: boolean;
}

/** A module's lessons, as a screen shows them through QueryView. */
function Lessons({ answers, asPage, withNotFound, withRefused, customLoading }: DemoProps) {
  // Counted across renders: Try again gets the next answer.
  const [calls] = useState(() => ({ count: 0 }));
  const query = useQuery({
    queryKey: ['story', 'lessons'],
    queryFn: () => answer(answers[calls.count++] ?? answers.at(-1)),
  });
  return (
    <QueryView
      query={query}
      loading={
        customLoading ? (
          <SkeletonGroup label="Loading the module…">
            <Skeleton width="40%" height="2rem" />
            <Skeleton height="6rem" />
          </SkeletonGroup>
        ) : (
          'Loading the lessons…'
        )
      }
      errorTitle="The lessons could not be loaded"
      notFound={
        withNotFound ? <Text>This module is gone: its course was unpublished.</Text> : undefined
      }
      refused={
        withRefused ? (message) => <Text tone="warning">Not your batch: {message}</Text> : undefined
      }
      page={
        asPage
          ? { notFoundTitle: 'Module not found', back: <a href="/courses">All courses</a> }
          : undefined
      }
      empty={<Text tone="muted">No lesson in this module yet.</Text>}
    >
      {(lessons) => (
        <ol aria-label="Lessons">
          {lessons.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}

/**
 * One way to show a query's states: every screen hands QueryView its query and says what
 * loading, not found, refused, failed, empty and the data look like; QueryView decides which shows.
 */
const meta = {
  title: 'Web/Lib/QueryView',
  component: Lessons,
  decorators: [withPage],
  args: { answers: [['Values and variables', 'Loops', 'Functions']] },
} satisfies Meta<typeof Lessons>;

export default meta;
type Story = StoryObj<typeof meta>;

const failed = { status: 500, message: serverFailure };
const missing = { status: 404, message: 'Module not found.' };

export const Loading: Story = {
  name: 'Loading: labelled skeleton rows',
  args: { answers: ['never'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the lessons…');
  },
};

export const LoadingInShape: Story = {
  name: 'Loading: a skeleton in the shape of the data',
  args: { answers: ['never'], customLoading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the module…');
  },
};

export const Data: Story = {
  name: 'The data',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Lessons' })).toHaveTextContent('Loops');
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { answers: [[]] },
  play: async ({ canvas }) => {
    await canvas.findByText('No lesson in this module yet.');
  },
};

export const FailedThenTryAgain: Story = {
  name: 'Failed, then Try again',
  args: { answers: [failed, ['Values and variables', 'Loops']] },
  play: async ({ canvas }) => {
    await canvas.findByText('The lessons could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Lessons' })).toHaveTextContent('Loops');
  },
};

export const NotFound: Story = {
  name: 'Not found (404): the screen’s own text',
  args: { answers: [missing], withNotFound: true },
  play: async ({ canvas }) => {
    await canvas.findByText('This module is gone: its course was unpublished.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const NotFoundWithoutText: Story = {
  name: 'Not found (404) on a screen without a not-found text: a failure',
  args: { answers: [missing] },
  play: async ({ canvas }) => {
    await canvas.findByText('The lessons could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Refused: Story = {
  name: 'Refused (403), in the server’s words',
  args: {
    answers: [{ status: 403, message: 'Only students of this batch can see it.' }],
    withRefused: true,
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Not your batch: Only students of this batch can see it.');
  },
};

export const PageFailed: Story = {
  name: 'The whole page failed: its h1, Try again, the way out',
  args: { answers: [failed], asPage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'The lessons could not be loaded' });
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'All courses' })).toBeInTheDocument();
  },
};

export const PageNotFound: Story = {
  name: 'The whole page is not found: its h1 says so, no Try again',
  args: { answers: [missing], asPage: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Module not found' });
    await expect(canvas.getByText('Module not found.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
