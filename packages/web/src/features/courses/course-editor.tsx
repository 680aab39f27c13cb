import { zodResolver } from '@hookform/resolvers/zod';
import { CourseLevel, type Course, type CourseCreateRequest, type CourseLesson } from '@campus/sdk';
import { createCourseBody } from '@campus/sdk/zod';
import {
  Alert,
  Button,
  Form,
  FormCurrencyField,
  Heading,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  linkClassName,
  PageHeader,
  PageLoading,
  setServerErrors,
  Stack,
  ToastProvider,
  useToast,
} from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { serverErrorBody } from '../../lib/server-errors';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { clearDraft, readDraft, useKeepDraft } from '../../lib/draft';
import { UnsavedChangesGuard } from '../../lib/unsaved-changes';
import { editableCourseQuery, useSaveCourse } from './course-authoring.api';
import { CurriculumFields } from './curriculum-fields';

type F = CourseCreateRequest;

const levels = Object.values(CourseLevel).map((l) => ({
  value: l,
  label: l[0]!.toUpperCase() + l.slice(1),
}));
const statuses = [
  { value: 'draft', label: 'Draft — only you and admins see it' },
  { value: 'published', label: 'Published — in the public catalogue' },
];

const base = zodResolver(createCourseBody, {
  error: (issue) => {
    const field = String(issue.path?.at(-1));
    if (field === 'title') return 'Give it a title of 3 to 150 characters';
    if (field === 'category') return 'Name a category, e.g. Web Development';
    if (field === 'price') return 'Enter a price in rupees (0 for free)';
    if (field === 'thumbnailUrl' || field === 'videoUrl') return 'Paste a full https link';
    return undefined;
  },
});
const blank = (s: string | undefined) => (s?.trim() ? s : undefined);

/** Empty optional fields are left out, not sent as "" (which the contract's formats refuse). */
const resolver: Resolver<F> = (values, context, options) =>
  base(
    {
      ...values,
      thumbnailUrl: blank(values.thumbnailUrl),
      modules: values.modules?.map((m) => ({
        ...m,
        lessons: m.lessons.map((l) => ({
          ...l,
          durationMinutes: Number.isFinite(l.durationMinutes) ? l.durationMinutes : 0,
          content: l.type === 'video' ? undefined : blank(l.content),
          videoUrl: l.type === 'video' ? blank(l.videoUrl) : undefined,
        })),
      })),
    },
    context,
    options,
  );

function toForm(c?: Course): F {
  if (!c) {
    return {
      title: '',
      description: '',
      category: '',
      level: 'beginner',
      price: 0,
      thumbnailUrl: '',
      status: 'draft',
      modules: [],
    };
  }
  return {
    title: c.title,
    description: c.description,
    category: c.category,
    level: c.level,
    price: c.price,
    thumbnailUrl: c.thumbnailUrl ?? '',
    status: c.status,
    modules: c.modules.map((m) => ({
      _id: m._id,
      title: m.title,
      lessons: m.lessons.map((l) => ({
        _id: l._id,
        title: l.title,
        type: l.type,
        durationMinutes: l.durationMinutes,
        preview: l.preview,
        // The editor edits what the author wrote; `content` is the rendered HTML readers get.
        content: l.markdown ?? l.content ?? '',
        videoUrl: l.videoUrl ?? '',
      })),
    })),
  };
}

/** Unsaved edits live in this browser until saved (lib/draft.ts, as the task answer's do). */
const draftKey = (courseId?: string) => `campus.course-draft.${courseId ?? 'new'}`;

/** The kept draft, if it differs from what the server has. */
function restoredDraft(course?: Course): F | null {
  const draft = readDraft<F>(draftKey(course?._id));
  return draft && JSON.stringify(draft) !== JSON.stringify(toForm(course)) ? draft : null;
}

function CourseForm({ course }: { course?: Course }) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const save = useSaveCourse(course?._id);
  const [draft] = useState(() => restoredDraft(course));
  const [restored, setRestored] = useState(draft !== null);
  const form = useForm<F>({ resolver, defaultValues: draft ?? toForm(course) });
  useKeepDraft(form, draftKey(course?._id));
  const unsaved = form.formState.isDirty || restored;
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        try {
          const saved = await save.mutateAsync(body);
          // Saved: the form is clean again and the draft goes (after the reset, which writes it).
          form.reset(form.getValues());
          clearDraft(draftKey(course?._id));
          setRestored(false);
          toast({
            tone: 'success',
            title:
              saved.status === 'published'
                ? `${saved.title} is saved and published.`
                : `${saved.title} is saved as a draft.`,
          });
          if (!course) navigate(paths.createCourse.href(saved._id), { replace: true });
        } catch (error) {
          setServerErrors(form.setError, serverErrorBody(error));
        }
      }}
    >
      <UnsavedChangesGuard
        when={unsaved}
        description="Your changes are kept as a draft in this browser, but the course is not saved: students and the catalogue do not see them until you save."
      />
      {restored && (
        <Alert tone="info" title="Draft restored">
          <Stack gap="sm">
            <span>
              Your unsaved changes to this course were kept in this browser and are back. Save to
              keep them, or discard them to return to the saved course.
            </span>
            <div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  form.reset(toForm(course));
                  clearDraft(draftKey(course?._id));
                  setRestored(false);
                }}
              >
                Discard draft
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      <FormErrorSummary />
      <FormTextField<F> name="title" label="Title" required />
      <FormTextarea<F>
        name="description"
        label="Description"
        hint="What students will learn; required to publish."
        rows={4}
      />
      <Inline gap="md" align="flex-start">
        <FormTextField<F> name="category" label="Category" required />
        <FormSelect<F> name="level" label="Level" options={levels} />
        <FormCurrencyField<F> name="price" label="Price (₹)" hint="0 makes it free" />
      </Inline>
      <FormTextField<F>
        name="thumbnailUrl"
        type="url"
        label="Cover image link"
        hint="An https link to a PNG, JPEG or WebP image (up to 2 MB) for the course card; Campus keeps its own copy"
      />
      <CurriculumFields />
      <FormSelect<F> name="status" label="Visibility" options={statuses} />
      <Inline gap="sm">
        <FormSubmitButton>{course ? 'Save course' : 'Create course'}</FormSubmitButton>
        {course && (
          <Link className={linkClassName()} href={paths.course.href(course._id)}>
            Preview as a student
          </Link>
        )}
      </Inline>
    </Form>
  );
}

/**
 * /create-course (spec §2, instructor or admin): create a course, or edit one
 * (`?course=<id>`): details, price in ₹, level, category, cover, modules and lessons in order, draft
 * or published. The server enforces ownership: an instructor edits only their own courses.
 */
export function CourseEditorPage({
  courseId,
  renderQuizEditor,
}: {
  courseId?: string;
  /** A saved quiz lesson's questions and settings, composed in by the route. */
  renderQuizEditor?: (lesson: CourseLesson) => ReactNode;
}) {
  // The toasts outlive the switch from the new course to editing it (a new key below).
  return (
    <ToastProvider label="Course changes">
      <CourseEditor
        key={courseId ?? 'new'}
        courseId={courseId}
        renderQuizEditor={renderQuizEditor}
      />
    </ToastProvider>
  );
}

/** The saved course's quiz lessons, each with its quiz editor (a lesson exists once saved). */
function QuizLessons({
  course,
  renderQuizEditor,
}: {
  course: Course;
  renderQuizEditor: (lesson: CourseLesson) => ReactNode;
}) {
  const quizzes = course.modules.flatMap((m) => m.lessons).filter((l) => l.type === 'quiz');
  if (!quizzes.length) return null;
  return (
    <Stack gap="lg">
      <Heading level={2} size="lg">
        Quizzes
      </Heading>
      {quizzes.map((l) => renderQuizEditor(l))}
    </Stack>
  );
}

function CourseEditor({
  courseId,
  renderQuizEditor,
}: {
  courseId?: string;
  renderQuizEditor?: (lesson: CourseLesson) => ReactNode;
}) {
  const course = useQuery({ ...editableCourseQuery(courseId ?? ''), enabled: Boolean(courseId) });
  return (
    <Stack gap="lg">
      <PageHeader
        title={courseId ? 'Edit course' : 'Create a course'}
        description="Save as a draft while you write; publish when it has a description and a lesson."
      />
      {courseId ? (
        <QueryView
          query={course}
          loading={<PageLoading />}
          errorTitle="This course could not be loaded"
        >
          {(c) =>
            c.viewer?.canEdit ? (
              <Stack gap="xl">
                <CourseForm key={c._id} course={c} />
                {renderQuizEditor && <QuizLessons course={c} renderQuizEditor={renderQuizEditor} />}
              </Stack>
            ) : (
              <Alert tone="warning" title="You cannot edit this course">
                Only its instructor and admins can change it.
              </Alert>
            )
          }
        </QueryView>
      ) : (
        <CourseForm />
      )}
    </Stack>
  );
}
