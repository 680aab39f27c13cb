import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyNow } from '../../testing/handlers/kit';
import {
  radar,
  radarAnswering,
  radarFlags,
  radarMessageLimited,
  radarMessageSent,
} from '../../testing/handlers/radar';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { RadarPage } from './radar-page';

/** /radar: the mentor's flagged students, why, and "message the students who…". */
const meta = {
  title: 'Web/Pages/Mentor/Radar',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: RadarPage,
  decorators: [withPage],
  parameters: { route: '/radar' },
  args: {
    now: () => storyNow.getTime(),
    personAction: (s: { _id: string; name: string }) => (
      <a href={`/messages/${s._id}`}>Message {s.name}</a>
    ),
  },
} satisfies Meta<typeof RadarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(radar, {
  loading: 'At-risk students',
  empty: 'Nobody is flagged',
  ready: (canvas) => canvas.findByText('Asha Rao'),
});

const table = (el: HTMLElement) =>
  within(el).findByRole('table', { name: 'Students flagged at risk, the newest first' });
const body = () => within(document.body);

export const Flagged: Story = {
  name: 'Flagged students, each reason a link',
  beforeEach: ({ msw }) => msw.use(...radar.full),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await rows.findByText('Asha Rao');
    await expect(
      rows.getByRole('link', { name: 'Missed the last 2 live classes.' }),
    ).toHaveAttribute('href', '/live-class');
    await expect(
      rows.getByRole('link', { name: '1 task overdue, 3 days past its due date.' }),
    ).toHaveAttribute('href', '/updates?view=tasks');
    await expect(
      rows.getByRole('link', { name: 'Your message has waited 80 hours for a reply.' }),
    ).toHaveAttribute('href', '/messages/u-student-3');
    await expect(rows.getAllByText('Not contacted yet')).toHaveLength(3);
    await expect(rows.getByText('Contacted 1d ago')).toBeInTheDocument();
    await expect(rows.getByText('2h ago')).toBeInTheDocument();
  },
};

export const ByRule: Story = {
  name: 'Flagged for overdue tasks, message them all',
  parameters: { route: '/radar?rule=tasks_overdue' },
  beforeEach: ({ msw }) => msw.use(...radarMessageSent, ...radar.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await rows.findByText('Asha Rao');
    await expect(rows.queryByText('Ben Thomas')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Message every student flagged for overdue tasks' }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await body().findByText('Sent 1 message.');
  },
};

export const MessageSelected: Story = {
  name: 'Two selected, the message previewed for the first',
  beforeEach: ({ msw }) => msw.use(...radarMessageSent, ...radar.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Asha Rao' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Ben Thomas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Message 2 selected students' }));
    const dialog = within(await body().findByRole('dialog'));
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await userEvent.clear(message);
    await userEvent.type(message, 'Hi {{firstName}, about {{reasons}');
    await expect(
      dialog.getByText(
        'Asha Rao will read: “Hi Asha, about Missed the last 2 live classes; 1 task overdue, 3 days past its due date”',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await body().findByText('Sent 2 messages.');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /selected student/ })).toBeNull(),
    );
  },
};

export const Limited: Story = {
  name: 'Too many sends this hour',
  beforeEach: ({ msw }) => msw.use(...radarMessageLimited, ...radar.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Dev Patel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Message 1 selected student' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await dialog.findByText(/5 times an hour/);
  },
};

export const NextPage: Story = {
  name: 'A long radar: the next page by cursor',
  beforeEach: ({ msw }) =>
    msw.use(
      ...radarAnswering(
        Array.from({ length: 25 }, (_, i) => ({
          ...radarFlags[i % radarFlags.length]!,
          _id: `f-long-${i}`,
          student: { _id: `u-long-${i}`, name: `Student ${i + 1}` },
        })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await rows.findByText('Student 1');
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await rows.findByText('Student 21');
    await expect(rows.queryByText('Student 1')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: every reason and action in sight',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...radar.full),
  play: async ({ canvasElement }) => {
    const shown = await table(canvasElement);
    await within(shown).findByText('Asha Rao');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await waitFor(() => {
      const box = canvasElement.getBoundingClientRect();
      for (const link of within(shown).getAllByRole('link')) {
        const r = link.getBoundingClientRect();
        expect(r.right, link.textContent ?? '').toBeLessThanOrEqual(box.right + 1);
        expect(r.left, link.textContent ?? '').toBeGreaterThanOrEqual(box.left - 1);
      }
    });
  },
};

export const Empty: Story = { name: 'Nobody is flagged', ...states.empty };

export const Loading: Story = { ...states.loading };

export const Error: Story = { name: 'Could not read the radar (retry)', ...states.error };
