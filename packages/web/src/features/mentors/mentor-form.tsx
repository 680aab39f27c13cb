import { zodResolver } from '@hookform/resolvers/zod';
import { type Mentor, type MentorCreateRequest } from '@campus/sdk';
import { createMentorBody } from '@campus/sdk/zod';
import {
  Button,
  Dialog,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  setServerErrors,
  useToast,
} from '@campus/ui';
import { serverErrorBody } from '../../lib/server-errors';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useSaveMentor } from './mentor-profiles.api';

/** The form as typed: expertise and domains as comma-separated text, empty links as "". */
interface F {
  name: string;
  email: string;
  headline: string;
  bio: string;
  expertise: string;
  yearsOfExperience: number;
  profileImageUrl: string;
  linkedinUrl: string;
  availability: string;
  listed: boolean;
  domains: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const blank = (s: string) => (s.trim() ? s.trim() : undefined);

const toForm = (m?: Mentor): F => ({
  name: m?.name ?? '',
  email: m?.email ?? '',
  headline: m?.headline ?? '',
  bio: m?.bio ?? '',
  expertise: m?.expertise.join(', ') ?? '',
  yearsOfExperience: m?.yearsOfExperience ?? Number.NaN,
  profileImageUrl: m?.profileImageUrl ?? '',
  linkedinUrl: m?.linkedinUrl ?? '',
  availability: m?.availability ?? '',
  listed: m?.listed ?? false,
  domains: m?.domains.join(', ') ?? '',
});

const toRequest = (v: F): MentorCreateRequest => ({
  name: v.name.trim(),
  email: v.email.trim(),
  headline: v.headline.trim(),
  bio: v.bio,
  expertise: list(v.expertise),
  ...(Number.isFinite(v.yearsOfExperience) ? { yearsOfExperience: v.yearsOfExperience } : {}),
  ...(blank(v.profileImageUrl) ? { profileImageUrl: blank(v.profileImageUrl) } : {}),
  ...(blank(v.linkedinUrl) ? { linkedinUrl: blank(v.linkedinUrl) } : {}),
  availability: v.availability.trim(),
  listed: v.listed,
  domains: list(v.domains).map((d) => d.toLowerCase()),
});

const messages: Record<string, string> = {
  name: 'Name is required',
  email: 'Enter a valid email address',
  headline: 'Write a headline of up to 140 characters',
  expertise: 'At most 20 topics, each up to 60 characters',
  yearsOfExperience: 'Enter 0 to 60 years',
  profileImageUrl: 'Paste a full https link to the photo',
  linkedinUrl: 'Paste a full https link',
  availability: 'Up to 200 characters',
  domains: 'Domains are lower-case slugs, e.g. fullstack, data-science',
};
const base = zodResolver(createMentorBody, {
  error: (issue) => messages[String(issue.path?.[0])],
});

/** The contract's schema checks the request; a list item's error lands on its text box. */
const resolver: Resolver<F, unknown, MentorCreateRequest> = async (values, context, options) => {
  const r = await base(toRequest(values), context, options as never);
  const errors = r.errors as FieldErrors<Record<string, unknown>>;
  for (const k of ['expertise', 'domains'] as const)
    if (errors[k]) errors[k] = { type: 'validate', message: messages[k] };
  return r as never;
};

/**
 * Create or edit a mentor profile (createMentor / updateMentor): expertise, bio, photo,
 * availability and whether the public /mentors page shows it.
 */
export function MentorProfileDialog({ mentor }: { mentor?: Mentor }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const save = useSaveMentor(mentor?._id);
  const form = useForm<F, unknown, MentorCreateRequest>({
    resolver,
    defaultValues: toForm(mentor),
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(toForm(mentor));
      }}
    >
      <Dialog.Trigger asChild>
        {mentor ? (
          <Button size="sm" variant="secondary" aria-label={`Edit ${mentor.name}`}>
            Edit
          </Button>
        ) : (
          <Button>Add a mentor profile</Button>
        )}
      </Dialog.Trigger>
      <Dialog.Content
        title={mentor ? `Edit ${mentor.name}` : 'Add a mentor profile'}
        description="What the public mentor directory shows when the profile is listed."
        size="lg"
      >
        <Form
          form={form}
          onSubmit={async (body) => {
            try {
              const saved = await save.mutateAsync(body);
              toast({
                tone: 'success',
                title: saved.listed
                  ? `${saved.name} is saved and shown on the mentors page.`
                  : `${saved.name} is saved; hidden from the mentors page.`,
              });
              setOpen(false);
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          <Inline gap="md" align="flex-start">
            <FormTextField<F> name="name" label="Name" required autoComplete="off" />
            <FormTextField<F> name="email" type="email" label="Email" required autoComplete="off" />
          </Inline>
          <FormTextField<F>
            name="headline"
            label="Headline"
            required
            hint="e.g. Senior data engineer"
          />
          <FormTextarea<F> name="bio" label="Bio" rows={3} />
          <Inline gap="md" align="flex-start">
            <FormTextField<F>
              name="expertise"
              label="Expertise"
              hint="Comma-separated: React, SQL"
            />
            <FormTextField<F>
              name="yearsOfExperience"
              type="number"
              label="Years of experience"
              min={0}
              max={60}
            />
          </Inline>
          <FormTextField<F>
            name="availability"
            label="Availability"
            hint="When they are usually free, e.g. Weekdays 7–9 pm IST"
          />
          <Inline gap="md" align="flex-start">
            <FormTextField<F>
              name="profileImageUrl"
              type="url"
              label="Photo link"
              hint="https://…"
            />
            <FormTextField<F>
              name="linkedinUrl"
              type="url"
              label="LinkedIn link"
              hint="https://…"
            />
          </Inline>
          <FormTextField<F>
            name="domains"
            label="Batch domains"
            hint="Comma-separated: fullstack"
          />
          <FormCheckbox<F>
            name="listed"
            label="Show on the public mentors page"
            description="Profiles of mentors still under review stay hidden until approved."
          />
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <FormSubmitButton>{mentor ? 'Save profile' : 'Add profile'}</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
