import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  inbox,
  inboxAnswering,
  inboxItems,
  longInbox,
  storyMentorId,
} from '../../testing/handlers/inbox';
import { storyNow } from '../../testing/handlers/kit';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { InboxPage } from './inbox-page';

/** The stories' clock: the instant their data was written around. */
const now = () => storyNow.getTime();

/** /inbox: everything waiting on the mentor, the earliest deadline first. */
const meta = {
  title: 'Web/Pages/Inbox',
  component: InboxPage,
  decorators: [withPage],
  parameters: { route: '/inbox' },
  args: { now },
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (el: HTMLElement) =>
  within(el).findByRole('table', { name: 'Items waiting on you, the earliest deadline first' });

const states = pageStates(inbox, {
  empty: 'Nothing waits on you',
  ready: (canvas) => canvas.findByText('late by 40 min'),
});

export const Loading: Story = {
  name: 'Loading the inbox',
  beforeEach: ({ msw }) => msw.use(...inbox.loading),
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Empty: Story = { name: 'Nothing waits on you', ...states.empty };

export const Error: Story = { name: 'Inbox could not load, then Try again', ...states.error };

export const EveryClock: Story = {
  name: 'One of each kind: late, near the deadline, on time',
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await rows.findByText('late by 40 min');
    await expect(rows.getByText('late by 40 min')).toBeVisible();
    await expect(rows.getByText('due in 2 h 30 min')).toBeVisible();
    await expect(rows.getByText('due in 3 h')).toBeVisible();
    await expect(rows.getByText('due in 22 h')).toBeVisible();
    const actions = rows.getAllByRole('link');
    await expect(actions.map((a) => a.textContent)).toEqual([
      'Answer request · Sara Student',
      'Reply · Kabir Menon',
      'Review · Asha Rao',
      'Review · Kabir Menon',
    ]);
    await expect(actions[1]).toHaveAttribute('href', '/messages/u-student-2');
    // The deadline itself, in the viewer's zone, named.
    await expect(
      within(canvasElement).getByText(/^Everything waiting on you.*Times in/),
    ).toBeVisible();
  },
};

export const FilteredByKind: Story = {
  name: 'Messages only (kept in the URL)',
  parameters: { route: '/inbox?kind=message' },
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Kind' })).toHaveValue('message');
    const rows = within(await table(canvasElement));
    await rows.findByText('due in 2 h 30 min');
    await expect(rows.getAllByRole('link')).toHaveLength(1);
  },
};

export const FilteredByBatch: Story = {
  name: 'One batch chosen, then the filter cleared',
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await rows.findByText('late by 40 min');
    const batch = canvas.getByRole('combobox', { name: 'Batch' });
    await waitFor(() =>
      expect(within(batch).getByRole('option', { name: 'Oct 2026 · data' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(batch, 'Oct 2026 · data');
    await waitFor(() => expect(rows.queryByText('late by 40 min')).toBeNull());
    await expect(rows.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Review · Asha Rao',
    ]);
    await userEvent.selectOptions(batch, 'All batches');
    await rows.findByText('late by 40 min');
  },
};

export const NothingInThisFilter: Story = {
  name: 'Nothing of this kind',
  parameters: { route: '/inbox?kind=review&batch=2026-10+%C2%B7+data' },
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Nothing of this kind waits on you');
  },
};

export const NextPage: Story = {
  name: 'A long inbox: the next page by cursor',
  beforeEach: ({ msw }) => msw.use(...inboxAnswering(longInbox)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await rows.findByText('Task 45');
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await rows.findByText('Task 25');
    await expect(rows.queryByText('Task 45')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: every row’s action in sight',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    const shown = await table(canvasElement);
    await within(shown).findByText('late by 40 min');
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

export const HandToAnotherMentor: Story = {
  name: 'Hand a review to another mentor of the batch',
  args: { viewerId: storyMentorId },
  beforeEach: ({ msw }) => {
    let items = [...inboxItems];
    msw.use(
      ...inboxAnswering(
        () => items,
        (submissionId) => {
          items = items.filter((i) => i.id.slice(i.id.indexOf(':') + 1) !== submissionId);
        },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    // Only submissions can be handed on: one Hand to… per review or resubmission.
    await waitFor(() => expect(rows.getAllByRole('button', { name: /^Hand to…/ })).toHaveLength(2));
    await userEvent.click(rows.getByRole('button', { name: 'Hand to… · Kabir Menon' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: 'Hand Kabir Menon’s “Week 3: shopping cart page” to another mentor',
      }),
    );
    const mentor = await dialog.findByLabelText(/^Mentor/);
    // The mentor whose inbox it is is not offered; an away mentor says so.
    await waitFor(() =>
      expect(
        within(mentor).getByRole('option', { name: 'Nisha Verma (away)' }),
      ).toBeInTheDocument(),
    );
    await expect(within(mentor).queryByRole('option', { name: 'Meera Iyer' })).toBeNull();
    await userEvent.selectOptions(mentor, 'Arjun Menon');
    await userEvent.click(dialog.getByRole('button', { name: 'Hand to Arjun Menon' }));
    // It leaves this inbox (once the dialog has closed and the page is read again).
    await waitFor(() => {
      expect(rows.queryByRole('button', { name: 'Hand to… · Kabir Menon' })).toBeNull();
      expect(rows.getAllByRole('button', { name: /^Hand to…/ })).toHaveLength(1);
    });
  },
};
