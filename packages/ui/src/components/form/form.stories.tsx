import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ZonedDateTime } from '../date-time-input';
import {
  CurrencyField,
  Form,
  FormCheckbox,
  FormCurrencyField,
  FormDateTimeField,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  FormTextarea,
  setServerErrors,
  type ServerErrorBody,
} from './form';

interface TaskValues {
  title: string;
  description: string;
  batch: string;
  fee: number;
  notify: boolean;
  due: ZonedDateTime | null;
}

interface TaskFormProps {
  /** What the fake server answers; nothing means it accepts. */
  refusal?: ServerErrorBody;
  defaultValues?: Partial<TaskValues>;
}

/** A mentor's "create a task" form, the shape the /updates screen needs. */
function TaskForm({ refusal, defaultValues }: TaskFormProps) {
  const form = useForm<TaskValues>({
    defaultValues: {
      title: '',
      description: '',
      batch: '',
      fee: 0,
      notify: true,
      due: null,
      ...defaultValues,
    },
  });
  return (
    <Form
      form={form}
      aria-label="Create a task"
      style={{ maxWidth: '40rem' }}
      onSubmit={async () => {
        await Promise.resolve();
        if (refusal) setServerErrors(form.setError, refusal);
      }}
    >
      <FormErrorSummary />
      <FormTextField<TaskValues>
        name="title"
        label="Title"
        required
        rules={{ required: 'Enter a title' }}
      />
      <FormTextarea<TaskValues>
        name="description"
        label="Description"
        hint="What should students hand in?"
        required
        rules={{ required: 'Describe the task' }}
      />
      <FormSelect<TaskValues>
        name="batch"
        label="Batch"
        placeholder="Choose a batch…"
        required
        rules={{ required: 'Choose a batch' }}
        options={[
          { value: 'nov-2026-fullstack', label: 'Nov 2026 · Fullstack' },
          { value: 'oct-2026-data', label: 'Oct 2026 · Data' },
        ]}
      />
      <FormCurrencyField<TaskValues> name="fee" label="Late fee" hint="0 for none." />
      <FormDateTimeField<TaskValues>
        name="due"
        label="Due"
        required
        rules={{ required: 'Choose when the task is due' }}
        defaultTimeZone="Asia/Kolkata"
        viewerZone="Asia/Kolkata"
      />
      <FormCheckbox<TaskValues> name="notify" label="Notify the batch now" />
      <div>
        <FormSubmitButton>Create task</FormSubmitButton>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form (react-hook-form)',
  component: TaskForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewTask: Story = { name: 'Create a task, empty' };

export const SubmittedWithErrors: Story = {
  name: 'Submitted empty: summary links to each field, each message once at its field',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create task' }));
    const summary = within(await canvas.findByRole('alert'));
    await expect(summary.getByText('Check these fields:')).toBeVisible();
    await expect(summary.getByRole('link', { name: /Title/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Due/ })).toBeVisible();
    await expect(canvas.getAllByText('Enter a title')).toHaveLength(1);
    await expect(canvas.getAllByText('Choose when the task is due')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const FixFromTheSummaryWithKeyboard: Story = {
  name: 'Keyboard: jump from the summary to a field',
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Create task' }).focus();
    await userEvent.keyboard('{Enter}');
    const link = await canvas.findByRole('link', { name: /Batch/ });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Batch/ })).toHaveFocus());
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (field and form errors)',
  args: {
    refusal: {
      message: 'Validation failed: Title is already used in this batch',
      errors: [{ msg: 'Title is already used in this batch', path: 'title' }],
    },
    defaultValues: {
      title: 'Week 3 project',
      description: 'Build the cart page.',
      batch: 'nov-2026-fullstack',
      due: { iso: '2026-11-30T18:29:00.000Z', timezone: 'Asia/Kolkata' },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create task' }));
    const summary = within(await canvas.findByRole('alert'));
    await expect(summary.getByRole('link', { name: /Title/ })).toBeVisible();
    await expect(canvas.getAllByText('Title is already used in this batch')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
      'Title is already used in this batch',
    );
  },
};

export const LargeAmountInRupees: Story = {
  name: 'Currency: a large amount in en-IN grouping',
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <CurrencyField label="Programme fee" defaultValue={1250000} hint="Whole rupees." />
    </div>
  ),
};

export const OnA360pxPhone: Story = {
  name: 'On a 360 px phone',
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
