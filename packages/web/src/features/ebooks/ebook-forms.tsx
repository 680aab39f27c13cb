import { zodResolver } from '@hookform/resolvers/zod';
import { type EbookCourseCreateRequest, type EbookModuleCreateRequest } from '@campus/sdk';
import { addEbookModuleBody, createEbookCourseBody } from '@campus/sdk/zod';
import {
  Form,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  setServerErrors,
} from '@campus/ui';
import { richTextPreviewQuery } from '../../data/courses/queries';
import { MarkdownField } from '../../lib/markdown-field';
import { serverErrorBody } from '../../lib/server-errors';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';

const messages: Record<string, string> = {
  title: 'Give it a title',
  category: 'Name a category, e.g. Cloud',
  content: 'Write the module’s text',
  coverImageUrl: 'Paste a full https link',
};
const message = (issue: { path?: PropertyKey[] }) => messages[String(issue.path?.[0])];

const ebookBase = zodResolver(createEbookCourseBody, { error: message });
const ebookResolver: Resolver<EbookCourseCreateRequest> = (values, context, options) =>
  ebookBase(
    { ...values, coverImageUrl: values.coverImageUrl?.trim() || undefined },
    context,
    options,
  );
const moduleBase = zodResolver(addEbookModuleBody, { error: message });
const moduleResolver: Resolver<EbookModuleCreateRequest> = (values, context, options) =>
  moduleBase(
    {
      ...values,
      estimatedMinutes: Number.isFinite(values.estimatedMinutes)
        ? values.estimatedMinutes
        : undefined,
    },
    context,
    options,
  );

/** Runs `save`; a refusal lands on the form's fields or its summary. */
async function submitting<T extends object>(form: UseFormReturn<T>, save: () => Promise<unknown>) {
  try {
    await save();
  } catch (error) {
    setServerErrors(form.setError, serverErrorBody(error));
  }
}

export function EbookDetailsForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial?: Partial<EbookCourseCreateRequest>;
  submitLabel: string;
  onSave: (body: EbookCourseCreateRequest) => Promise<unknown>;
}) {
  const form = useForm<EbookCourseCreateRequest>({
    resolver: ebookResolver,
    defaultValues: { title: '', category: '', description: '', coverImageUrl: '', ...initial },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) =>
        submitting(form, async () => {
          await onSave(body);
          if (!initial) form.reset();
        })
      }
    >
      <FormErrorSummary />
      <FormTextField<EbookCourseCreateRequest> name="title" label="E-book title" required />
      <FormTextField<EbookCourseCreateRequest> name="category" label="Category" required />
      <FormTextarea<EbookCourseCreateRequest> name="description" label="Description" rows={3} />
      <FormTextField<EbookCourseCreateRequest>
        name="coverImageUrl"
        type="url"
        label="Cover image link"
        hint="An https link to a PNG, JPEG or WebP image (up to 2 MB); Campus keeps its own copy"
      />
      <FormSubmitButton>{submitLabel}</FormSubmitButton>
    </Form>
  );
}

/**
 * A module's title and text, written as Markdown; the server renders and sanitises it for readers
 * (scripts, event handlers and unsafe links removed), and the Preview tab shows that rendering.
 */
export function ModuleForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial?: EbookModuleCreateRequest;
  submitLabel: string;
  onSave: (body: EbookModuleCreateRequest) => Promise<unknown>;
}) {
  const form = useForm<EbookModuleCreateRequest>({
    resolver: moduleResolver,
    defaultValues: initial ?? { title: '', content: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) =>
        submitting(form, async () => {
          await onSave(body);
          if (!initial) form.reset({ title: '', content: '' });
        })
      }
    >
      <FormErrorSummary />
      <FormTextField<EbookModuleCreateRequest> name="title" label="Module title" required />
      <MarkdownField name="content" label="Text" previewQuery={richTextPreviewQuery} required />
      <FormTextField<EbookModuleCreateRequest>
        name="estimatedMinutes"
        type="number"
        label="Reading time (minutes)"
        hint="Empty: estimated from the text"
        min={1}
      />
      <FormSubmitButton>{submitLabel}</FormSubmitButton>
    </Form>
  );
}
