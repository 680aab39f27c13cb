import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { ZonedDateTime } from '../date-time-input';
import {
  Form,
  FormCheckbox,
  FormCurrencyField,
  FormDateTimeField,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  FormTextarea,
  flattenFieldErrors,
  setServerErrors,
} from './form';

interface Values {
  title: string;
  description: string;
  batch: string;
  price: number;
  published: boolean;
  due: ZonedDateTime | null;
}

function TaskForm({
  onSubmit,
  serverRefusal,
}: {
  onSubmit: (values: Values) => Promise<void> | void;
  serverRefusal?: Parameters<typeof setServerErrors>[1];
}) {
  const form = useForm<Values>({
    defaultValues: {
      title: '',
      description: '',
      batch: '',
      price: 4999,
      published: false,
      due: null,
    },
  });
  return (
    <Form
      form={form}
      aria-label="New task"
      onSubmit={async (values) => {
        await onSubmit(values);
        if (serverRefusal) setServerErrors(form.setError, serverRefusal);
      }}
    >
      <FormErrorSummary />
      <FormTextField<Values>
        name="title"
        label="Title"
        required
        rules={{ required: 'Enter a title' }}
      />
      <FormTextarea<Values> name="description" label="Description" />
      <FormSelect<Values>
        name="batch"
        label="Batch"
        placeholder="Choose a batch…"
        options={[{ value: 'nov-2026', label: 'Nov 2026 · Fullstack' }]}
      />
      <FormCurrencyField<Values> name="price" label="Price" />
      <FormCheckbox<Values> name="published" label="Publish now" />
      <FormDateTimeField<Values>
        name="due"
        label="Due"
        defaultTimeZone="Asia/Kolkata"
        viewerZone="Asia/Kolkata"
        timeZones={['Asia/Kolkata', 'UTC']}
      />
      <FormSubmitButton>Create task</FormSubmitButton>
    </Form>
  );
}

describe('Form', () => {
  it('shows an error once, on its field, and a summary that names the field and links to it', async () => {
    const onSubmit = vi.fn();
    render(<TaskForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Enter a title');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Check these fields:');
    expect(summary).not.toHaveTextContent('Enter a title');
    expect(screen.getAllByText('Enter a title')).toHaveLength(1);
    act(() => screen.getByRole('textbox', { name: 'Description' }).focus());
    await userEvent.click(within(summary).getByRole('link', { name: 'Title' }));
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values: numbers as numbers, a boolean, a zoned date-time', async () => {
    const onSubmit = vi.fn();
    render(<TaskForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Week 3 project');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Batch' }), 'nov-2026');
    const price = screen.getByRole('spinbutton', { name: 'Price, in rupees' });
    await userEvent.clear(price);
    await userEvent.type(price, '1250000');
    expect(screen.getByText('₹12,50,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Publish now' }));
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2026-11-30T23:59' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Week 3 project',
      description: '',
      batch: 'nov-2026',
      price: 1250000,
      published: true,
      due: { iso: '2026-11-30T18:29:00.000Z', timezone: 'Asia/Kolkata' },
    });
  });

  it('puts server refusals on their fields and the rest in the summary', async () => {
    render(
      <TaskForm
        onSubmit={() => {}}
        serverRefusal={{
          message: 'Validation failed: Title is already used in this batch',
          errors: [{ msg: 'Title is already used in this batch', path: 'title' }],
        }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Week 3');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
        'Title is already used in this batch',
      ),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Title is already used in this batch');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Title' })).toBeVisible();
  });

  it('shows a refusal without field errors as a form-level message', async () => {
    render(
      <TaskForm onSubmit={() => {}} serverRefusal={{ message: 'You cannot edit this task' }} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Week 3');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this task');
  });

  it('sends once on a double click while the first submit is in flight', async () => {
    let release = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<TaskForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Week 3');
    const submit = screen.getByRole('button', { name: 'Create task' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  });

  it('moves focus to a checkbox or a date-time field from the summary', async () => {
    function Consent() {
      const form = useForm<{ agree: boolean; due: ZonedDateTime | null }>({
        defaultValues: { agree: false, due: null },
      });
      return (
        <Form form={form} onSubmit={() => {}} aria-label="Consent">
          <FormErrorSummary />
          <FormCheckbox
            name="agree"
            label="I agree"
            rules={{ validate: (v) => v || 'Tick to agree' }}
          />
          <FormDateTimeField name="due" label="Due" rules={{ required: 'Choose a date' }} />
          <FormSubmitButton>Send</FormSubmitButton>
        </Form>
      );
    }
    render(<Consent />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(await screen.findByRole('link', { name: 'I agree' }));
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Due' }));
    expect(screen.getByLabelText('Date and time')).toHaveFocus();
  });

  it('flattens nested errors to dotted names', () => {
    expect(
      flattenFieldErrors({
        title: { type: 'required', message: 'Enter a title' },
        links: [{ url: { type: 'pattern', message: 'Link 1 must be a URL' } }],
        root: { type: 'server', message: 'ignored here' },
      } as never),
    ).toEqual([
      { name: 'title', message: 'Enter a title' },
      { name: 'links.0.url', message: 'Link 1 must be a URL' },
    ]);
  });
});
