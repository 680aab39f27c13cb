import { zodResolver } from '@hookform/resolvers/zod';
import { Role, type CreateUserRequest } from '@campus/sdk';
import { createUserBody } from '@campus/sdk/zod';
import {
  Button,
  Dialog,
  Form,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  setServerErrors,
  useToast,
} from '@campus/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverErrorBody } from '../../lib/server-errors';
import { useCreateUser } from './accounts.api';
import { roleLabels } from './user-row-actions';

const roleOptions = Object.values(Role).map((r) => ({ value: r, label: roleLabels[r] }));

/** The contract's schema, with messages a person reads instead of zod's defaults. */
const resolver = zodResolver(createUserBody, {
  error: (issue) =>
    issue.path?.[0] === 'email'
      ? 'Enter a valid email address'
      : issue.path?.[0] === 'name'
        ? 'Name is required'
        : undefined,
});

/**
 * An admin creates an account; it has no password: the person gets a one-time setup
 * link by mail (createUser, then /password-setup).
 */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const create = useCreateUser();
  const form = useForm<CreateUserRequest>({
    resolver,
    defaultValues: { name: '', email: '', role: 'student' },
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button>Create user</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Create a user"
        description="They get an email with a link to set their password."
      >
        <Form
          form={form}
          onSubmit={async (body) => {
            try {
              const { user } = await create.mutateAsync(body);
              toast({
                tone: 'success',
                title: `${user.name} is created. A password setup link went to ${user.email}.`,
              });
              setOpen(false);
              form.reset();
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          <FormTextField<CreateUserRequest> name="name" label="Name" required autoComplete="off" />
          <FormTextField<CreateUserRequest>
            name="email"
            type="email"
            label="Email"
            required
            autoComplete="off"
          />
          <FormSelect<CreateUserRequest> name="role" label="Role" options={roleOptions} />
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <FormSubmitButton>Create user</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
