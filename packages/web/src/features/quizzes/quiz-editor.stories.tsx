import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { quizHandlers, quizLessonId, quizzes } from '../../testing/handlers/quizzes';
import { withPage } from '../../testing/page-story';
import { QuizEditor } from './quiz-editor';

/** A quiz lesson under the course editor: settings, questions, preview. */
const meta = {
  title: 'Web/Quizzes/Quiz editor',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: QuizEditor,
  decorators: [withPage],
  parameters: { route: '/create-course?course=course-1' },
  args: { lessonId: quizLessonId, title: 'Check your JavaScript basics' },
} satisfies Meta<typeof QuizEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveQuestions: Story = {
  name: 'A quiz of five questions, one of each kind',
  beforeEach: ({ msw }) => msw.use(...quizHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Questions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('spinbutton', { name: 'Passing score (%)' })).toHaveValue(60);
    await expect(canvas.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
  },
};

export const NoQuestions: Story = {
  name: 'No questions yet',
  beforeEach: ({ msw }) => msw.use(...quizzes.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No questions yet/);
  },
};

export const AddingAQuestion: Story = {
  name: 'Adding a number question',
  beforeEach: ({ msw }) => msw.use(...quizHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a question' }));
    const form = canvas.getByRole('form', { name: 'New question' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'number');
    await expect(within(form).getByRole('textbox', { name: 'Correct number' })).toBeInTheDocument();
  },
};

export const PreviewAsStudent: Story = {
  name: 'Preview as a student',
  beforeEach: ({ msw }) => msw.use(...quizHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview as a student' }));
    await expect(
      canvas.getByText('Nothing you answer here is saved or graded.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('radio', { name: 'const' })[0]!);
    await expect(canvas.getAllByRole('radio', { name: 'const' })[0]).toBeChecked();
  },
};

export const ConfirmDelete: Story = {
  name: 'Deleting a question asks first, naming it',
  beforeEach: ({ msw }) => msw.use(...quizHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete question 2' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Which are primitive types?');
  },
};
