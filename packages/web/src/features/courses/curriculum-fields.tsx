import { CourseLessonType, type CourseCreateRequest } from '@campus/sdk';
import {
  Button,
  Card,
  FormCheckbox,
  FormSelect,
  FormTextField,
  Heading,
  Inline,
  Stack,
} from '@campus/ui';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { richTextPreviewQuery } from '../../data/courses/queries';
import { MarkdownField } from '../../lib/markdown-field';

type F = CourseCreateRequest;
const lessonTypes = Object.values(CourseLessonType).map((t) => ({
  value: t,
  label: t[0]!.toUpperCase() + t.slice(1),
}));
export const newLesson = () => ({
  title: '',
  type: 'article' as const,
  durationMinutes: 10,
  preview: false,
  content: '',
  videoUrl: '',
});

/** Move up / move down / remove for one item of an ordered list, named for screen readers. */
function OrderButtons({
  name,
  index,
  count,
  move,
  remove,
}: {
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  return (
    <Inline gap="xs">
      <Button
        size="sm"
        variant="ghost"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => move(index, index - 1)}
      >
        Up
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => move(index, index + 1)}
      >
        Down
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
        Remove
      </Button>
    </Inline>
  );
}

function Lessons({ moduleIndex }: { moduleIndex: number }) {
  const { control, watch } = useFormContext<F>();
  const lessons = useFieldArray({ control, name: `modules.${moduleIndex}.lessons` });
  return (
    <Stack gap="sm">
      {lessons.fields.map((field, j) => {
        const at = `modules.${moduleIndex}.lessons.${j}` as const;
        const label = `lesson ${moduleIndex + 1}.${j + 1}`;
        const type = watch(`${at}.type`);
        return (
          <Card key={field.id}>
            <Stack gap="sm">
              <Inline justify="space-between">
                <Heading level={3} size="md">
                  Lesson {moduleIndex + 1}.{j + 1}
                </Heading>
                <OrderButtons
                  name={label}
                  index={j}
                  count={lessons.fields.length}
                  move={lessons.move}
                  remove={lessons.remove}
                />
              </Inline>
              <FormTextField<F> name={`${at}.title`} label={`Title of ${label}`} required />
              <Inline gap="md" align="flex-start">
                <FormSelect<F> name={`${at}.type`} label="Type" options={lessonTypes} />
                <FormTextField<F>
                  name={`${at}.durationMinutes`}
                  type="number"
                  label="Minutes"
                  min={0}
                  max={1440}
                />
              </Inline>
              {type === 'video' ? (
                <FormTextField<F> name={`${at}.videoUrl`} type="url" label="Video link" />
              ) : (
                <MarkdownField
                  name={`${at}.content`}
                  label={`Content of ${label}`}
                  previewQuery={richTextPreviewQuery}
                />
              )}
              <FormCheckbox<F>
                name={`${at}.preview`}
                label="Free preview"
                description="Visitors can open this lesson before enrolling."
              />
            </Stack>
          </Card>
        );
      })}
      <div>
        <Button size="sm" variant="secondary" onClick={() => lessons.append(newLesson())}>
          Add lesson to module {moduleIndex + 1}
        </Button>
      </div>
    </Stack>
  );
}

/** The curriculum: modules in teaching order, each with its lessons in order. */
export function CurriculumFields() {
  const { control } = useFormContext<F>();
  const modules = useFieldArray({ control, name: 'modules' });
  return (
    <fieldset>
      <legend>Modules and lessons</legend>
      <Stack gap="md">
        {modules.fields.map((field, i) => (
          <Card key={field.id}>
            <Stack gap="sm">
              <Inline justify="space-between">
                <Heading level={2} size="md">
                  Module {i + 1}
                </Heading>
                <OrderButtons
                  name={`module ${i + 1}`}
                  index={i}
                  count={modules.fields.length}
                  move={modules.move}
                  remove={modules.remove}
                />
              </Inline>
              <FormTextField<F>
                name={`modules.${i}.title`}
                label={`Title of module ${i + 1}`}
                required
              />
              <Lessons moduleIndex={i} />
            </Stack>
          </Card>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => modules.append({ title: '', lessons: [newLesson()] })}
          >
            Add module
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}
