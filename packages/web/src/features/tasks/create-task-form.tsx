import {
  listMentorBatchAssignments,
  uploadTaskFiles,
  type BatchAssignmentPage,
  type CreateTaskRequest,
} from '@campus/sdk';
import { createTaskBody } from '@campus/sdk/zod';
import {
  Alert,
  Card,
  FileDrop,
  Form,
  FormCheckbox,
  FormDateTimeField,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Heading,
  setServerErrors,
  Skeleton,
  Stack,
  Text,
  type FileDropItem,
  type ZonedDateTime,
} from '@campus/ui';
import { viewerTimeZone } from '@campus/time';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { taskKeys } from '../../data/tasks/keys';
import {
  GradingFields,
  gradingInput,
  gradingProblem,
  noGrading,
  type GradingDraft,
} from './grading-fields';
import { serverErrorBody } from '../../lib/server-errors';
import { useCreateTask } from './tasks.api';
import { myBatchesQuery } from '../../data/batches/queries';
import { allOf, QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';

export interface CreateTaskValues {
  title: string;
  description: string;
  dueDate: ZonedDateTime | null;
  /** `monthYear|domain`, or '' for no batch. */
  batch: string;
  /** Student id → chosen. */
  students: Record<string, boolean>;
}

/** The mentor's students, 100 at a time (the roster is paged by cursor). */
const rosterQuery = (mentorId: string) =>
  infiniteQueryOptions({
    queryKey: taskKeys.roster(mentorId),
    queryFn: ({ pageParam }) =>
      listMentorBatchAssignments(mentorId, {
        pageSize: 100,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last: BatchAssignmentPage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
  });

export function createTaskRequest(values: CreateTaskValues): CreateTaskRequest {
  const body: CreateTaskRequest = {
    title: values.title.trim(),
    dueDate: values.dueDate?.iso ?? '',
    timezone: values.dueDate?.timezone ?? '',
  };
  if (values.description.trim()) body.description = values.description;
  const [monthYear, domain] = values.batch.split('|');
  if (monthYear && domain) body.batch = { monthYear, domain };
  const studentIds = Object.entries(values.students)
    .filter(([, on]) => on)
    .map(([id]) => id);
  if (studentIds.length) body.studentIds = studentIds;
  return body;
}

/** The contract's CreateTaskRequest checks the form; its "batch and/or students" rule in words. */
const createResolver: Resolver<CreateTaskValues> = (values): ResolverResult<CreateTaskValues> => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.title.trim()) errors.title = { type: 'required', message: 'Enter a title' };
  if (!values.dueDate)
    errors.dueDate = { type: 'required', message: 'Choose when the task is due' };
  const body = createTaskRequest(values);
  if (!body.batch && !body.studentIds)
    errors.batch = { type: 'required', message: 'Choose a batch or at least one student' };
  if (Object.keys(errors).length === 0) {
    const parsed = createTaskBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'studentIds' ? 'batch' : String(issue.path[0]);
        errors[field] ??= { type: 'schema', message: issue.message };
      }
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/**
 * /updates' "Set a task": title, description, due date and time with its zone,
 * attachments, assignees by batch and/or students chosen from the mentor's own. Attachments are
 * uploaded on submit, then their ids go with the task.
 */
export function CreateTaskForm({ mentorId }: { mentorId: string }) {
  const students = useInfiniteQuery(rosterQuery(mentorId));
  const batches = useQuery(myBatchesQuery());
  const create = useCreateTask();
  const [files, setFiles] = useState<File[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const [grading, setGrading] = useState<GradingDraft>(noGrading);
  const [gradingError, setGradingError] = useState<string | null>(null);
  const form = useForm<CreateTaskValues>({
    resolver: createResolver,
    defaultValues: { title: '', description: '', dueDate: null, batch: '', students: {} },
  });
  const items: FileDropItem[] = files.map((f, i) => ({
    id: String(i),
    name: f.name,
    size: f.size,
    status: 'queued',
  }));

  const onSubmit = async (values: CreateTaskValues) => {
    const problem = gradingProblem(grading);
    setGradingError(problem);
    if (problem) return;
    try {
      const uploaded = files.length ? await uploadTaskFiles({ files }) : [];
      const body = createTaskRequest(values);
      if (uploaded.length) body.attachmentIds = uploaded.map((f) => f._id);
      const scoring = gradingInput(grading);
      if (scoring) body.grading = scoring;
      const task = await create.mutateAsync(body);
      setCreated(task.title);
      setFiles([]);
      setGrading(noGrading);
      form.reset();
    } catch (error) {
      setServerErrors(form.setError, serverErrorBody(error));
    }
  };

  return (
    <Card as="section" aria-labelledby="create-task-title">
      <Form form={form} aria-labelledby="create-task-title" onSubmit={onSubmit}>
        <Heading level={2} size="lg" id="create-task-title">
          Set a task
        </Heading>
        {created && (
          <Alert tone="success" title={`Task “${created}” set`} onDismiss={() => setCreated(null)}>
            Your students have been told.
          </Alert>
        )}
        <FormErrorSummary />
        <FormTextField<CreateTaskValues> name="title" label="Title" required />
        <FormTextarea<CreateTaskValues>
          name="description"
          label="Description"
          hint="What to hand in and how it will be judged. Markdown is fine."
          rows={5}
        />
        <FormDateTimeField<CreateTaskValues>
          name="dueDate"
          label="Due"
          required
          defaultTimeZone={viewerTimeZone()}
        />
        <QueryView
          query={allOf(students, batches)}
          isEmpty={([roster, mine]) => roster.items.length === 0 && mine.length === 0}
          loading={<Skeleton height="6rem" />}
          errorTitle="Your students could not be loaded"
          empty={
            <Text tone="muted">
              No batch is assigned to you yet, so there is no one to set a task for.
            </Text>
          }
        >
          {([roster, mine]) => (
            <>
              <FormSelect<CreateTaskValues>
                name="batch"
                label="Batch"
                hint="Everyone in the batch now; add students below as well if you like."
                options={[
                  { value: '', label: 'No batch: only the students chosen below' },
                  ...mine.map((b) => ({
                    value: `${b.monthYear}|${b.domain}`,
                    label: `${b.monthYear} · ${b.domain}`,
                  })),
                ]}
              />
              <fieldset>
                <legend>
                  <Text as="span" size="sm" weight="medium">
                    Students
                  </Text>
                </legend>
                <Stack gap="xs">
                  {roster.items.map((a) => (
                    <FormCheckbox<CreateTaskValues>
                      key={a.student._id}
                      name={`students.${a.student._id}`}
                      label={`${a.student.name} (${a.monthYear} · ${a.domain})`}
                    />
                  ))}
                </Stack>
                <ShowMore pages={students}>Show more students</ShowMore>
              </fieldset>
            </>
          )}
        </QueryView>
        <GradingFields value={grading} onChange={setGrading} error={gradingError} />
        <FileDrop
          label="Attachments"
          hint="Up to 5 files of 10 MB each: PDF, images, text, ZIP or Office documents."
          maxSize={10 * 1024 * 1024}
          maxFiles={5}
          multiple
          items={items}
          onFilesAdded={(added) => setFiles((current) => [...current, ...added])}
          onRemove={(id) => setFiles((current) => current.filter((_, i) => String(i) !== id))}
        />
        <div>
          <FormSubmitButton>Set task</FormSubmitButton>
        </div>
      </Form>
    </Card>
  );
}
