import type { BatchVideo, BatchVideoProgress } from '@campus/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending, serverFailure, storyNow } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { BatchVideosPage } from './student-batch-videos-page';

const batch = { monthYear: '2026-11', domain: 'fullstack' };
const at = storyNow.toISOString();
const meera = { _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' as const };
const videos: BatchVideo[] = [
  {
    _id: 'v-1',
    ...batch,
    title: 'Week 1: HTTP and the browser',
    description: 'Requests, responses and caching.',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    durationMinutes: 58,
    order: 0,
    addedBy: meera,
    liveClass: {
      _id: 'lc-1',
      title: 'HTTP deep dive',
      startTime: '2026-11-16T13:30:00.000Z',
      timezone: 'Asia/Kolkata',
    },
    createdAt: at,
    updatedAt: at,
  },
  {
    _id: 'v-2',
    ...batch,
    title: 'Week 2: React state',
    videoUrl: 'https://videos.example.test/fullstack/week-2.mp4',
    order: 1,
    addedBy: meera,
    createdAt: at,
    updatedAt: at,
  },
];
const routes = [
  ['get', '*/api/batch-videos'],
  ['get', '*/api/batch-videos/progress'],
] as const;

/** The batch's recordings, with "Watched" kept as the server answers it. */
function api(watched: string[] = ['v-1']) {
  const progress = new Map<string, BatchVideoProgress>(
    watched.map((id) => [id, { videoId: id, watched: true, positionSeconds: 0, updatedAt: at }]),
  );
  return [
    http.get('*/api/batch-videos/progress', () => HttpResponse.json([...progress.values()])),
    http.get('*/api/batch-videos', () => HttpResponse.json(videos)),
    http.put('*/api/batch-videos/:id/progress', async ({ params, request }) => {
      const body = (await request.json()) as { watched?: boolean; positionSeconds?: number };
      const id = String(params.id);
      const next: BatchVideoProgress = {
        videoId: id,
        watched: body.watched ?? progress.get(id)?.watched ?? false,
        positionSeconds: body.positionSeconds ?? 0,
        updatedAt: at,
      };
      progress.set(id, next);
      return HttpResponse.json(next);
    }),
  ];
}

/** /batch/:monthYear/:domain/videos (student). */
const meta = {
  title: 'Web/Pages/Batch videos',
  component: BatchVideosPage,
  decorators: [withPage],
  parameters: { route: '/batch/2026-11/fullstack/videos' },
  args: { batch },
  beforeEach: ({ msw }) => msw.use(...api()),
} satisfies Meta<typeof BatchVideosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recordings: Story = {
  name: 'Recordings, one watched',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Week 1: HTTP and the browser' });
    await expect(canvas.getByText(/Recording of “HTTP deep dive”/)).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Watched Week 1: HTTP and the browser' }),
    ).toBeChecked();
    await expect(canvas.getByText('1 of 2 watched')).toBeInTheDocument();
  },
};

export const MarkWatched: Story = {
  name: 'Marking a video watched',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Watched Week 2: React state' });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await canvas.findByText('2 of 2 watched');
  },
};

export const Watching: Story = {
  name: 'Watching a recording',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Watch Week 1: HTTP and the browser' }),
    );
    await canvas.findByTitle('Video: Week 1: HTTP and the browser');
  },
};

export const Empty: Story = {
  name: 'No recordings yet',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/batch-videos/progress', () => HttpResponse.json([])),
      http.get('*/api/batch-videos', () => HttpResponse.json([])),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No recordings yet');
  },
};

export const OtherBatch: Story = {
  name: 'Another batch’s videos',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/batch-videos/progress', () => HttpResponse.json([])),
      http.get('*/api/batch-videos', () =>
        HttpResponse.json(
          { message: 'Only students of this batch can see its videos.' },
          { status: 403 },
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('These videos are for another batch');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...pending(routes)),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading the batch videos…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  beforeEach: ({ msw }) => msw.use(...failing(routes)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
