import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { reader, readerBook, readerProgress } from '../../testing/handlers/ebooks';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { EbookReaderPage } from './ebook-reader-page';

/** /ebookstudent/:ebookId[/:moduleId]: the Skill_Up reader. */
const meta = {
  title: 'Web/Pages/E-book reader',
  component: EbookReaderPage,
  decorators: [withPage],
  parameters: { route: `/ebookstudent/${readerBook._id}` },
  args: { ebookId: readerBook._id, user: storyUsers.student },
  beforeEach: ({ msw }) => msw.use(...reader.full),
} satisfies Meta<typeof EbookReaderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(reader, { empty: 'No modules yet' });

export const ResumesWhereStopped: Story = {
  name: 'Opens where the reader stopped',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Values and variables' });
    await expect(canvas.getByText(/Module 2 of 3/)).toBeInTheDocument();
    // The module's text opens with its own title: shown once, as the reader's heading.
    await canvas.findByText(/Paragraph 1 of “Values and variables”/);
    await expect(canvas.getAllByRole('heading', { name: 'Values and variables' })).toHaveLength(1);
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(
      within(contents).getByRole('link', { name: /Why Python ?, read/ }),
    ).toBeInTheDocument();
    await expect(
      within(contents).getByRole('link', { name: /Values and variables/ }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const AtAModule: Story = {
  name: 'At a chosen module',
  args: { moduleId: 'mod-3' },
  parameters: { route: `/ebookstudent/${readerBook._id}/mod-3` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Loops' });
    await expect(canvas.getByRole('button', { name: 'Finish the e-book' })).toBeEnabled();
  },
};

export const Finished: Story = {
  name: 'Finished',
  args: { moduleId: 'mod-3' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/ebookcourses/:id/progress', () =>
        HttpResponse.json(
          readerProgress({
            lastModuleId: 'mod-3',
            completedModuleIds: ['mod-1', 'mod-2', 'mod-3'],
            progress: 100,
            finished: true,
          }),
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('You finished this e-book');
    await expect(canvas.getByRole('button', { name: 'Finished' })).toBeDisabled();
  },
};

export const Guest: Story = {
  name: 'Reading as a guest',
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Reading as a guest');
    await canvas.findByRole('heading', { level: 2, name: 'Why Python' });
  },
};

export const LargerText: Story = {
  name: 'Reader settings: larger text',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Values and variables' });
    await userEvent.selectOptions(canvas.getByLabelText('Text size'), 'large');
    await expect(canvas.getByLabelText('Text size')).toHaveValue('large');
  },
};

export const Empty: Story = { name: 'No modules yet', ...states.empty };

export const NotFound: Story = {
  name: 'E-book not found',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/ebookcourses/:id', () =>
        HttpResponse.json({ message: 'E-book course not found' }, { status: 404 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'E-book not found' });
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...reader.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading e-book…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  beforeEach: ({ msw }) => msw.use(...reader.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
