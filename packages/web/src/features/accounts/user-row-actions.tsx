import { normalizeError, Role, type User } from '@campus/sdk';
import { AlertDialog, Button, Select, useToast, visuallyHidden } from '@campus/ui';
import { useState } from 'react';
import { useChangeRole, useSetUserActive } from './accounts.api';

export const roleLabels: Record<Role, string> = {
  student: 'Student',
  mentor: 'Mentor',
  instructor: 'Instructor',
  admin: 'Admin',
};
const roleOptions = Object.values(Role).map((r) => ({ value: r, label: roleLabels[r] }));

/**
 * Activate or deactivate one account, after a dialog that says what happens (spec §6:
 * deactivation signs the person out everywhere at once, and nothing is deleted).
 */
export function StatusAction({ user }: { user: User }) {
  const toast = useToast();
  const setActive = useSetUserActive();
  const active = user.isActive;
  const verb = active ? 'Deactivate' : 'Activate';
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          size="sm"
          variant={active ? 'secondary' : 'primary'}
          loading={setActive.isPending}
          aria-label={`${verb} ${user.name}`}
        >
          {verb}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content
        title={`${verb} ${user.name}?`}
        description={
          active
            ? `${user.name} (${user.email}) will be signed out everywhere at once and cannot log in until an admin activates the account again. Nothing is deleted.`
            : `${user.name} (${user.email}) can log in again with their password. Sessions ended at deactivation stay ended.`
        }
        confirmLabel={verb}
        tone={active ? 'danger' : 'default'}
        onConfirm={() =>
          setActive.mutate(
            { id: user._id, active: !active },
            {
              onSuccess: () =>
                toast({
                  tone: 'success',
                  title: active
                    ? `${user.name} is deactivated and signed out everywhere.`
                    : `${user.name} is active again.`,
                }),
              onError: (error) =>
                toast({ tone: 'danger', title: normalizeError(error).message, duration: 5000 }),
            },
          )
        }
      />
    </AlertDialog.Root>
  );
}

/**
 * The role as a select; picking another asks first, because a new role signs the person out
 * (their old tokens carry the old role) and changes what they can reach.
 */
export function RoleAction({ user, self }: { user: User; self: boolean }) {
  const toast = useToast();
  const change = useChangeRole();
  const [next, setNext] = useState<Role | null>(null);
  return (
    <>
      <Select
        label={<span className={visuallyHidden}>Role of {user.name}</span>}
        options={roleOptions}
        value={change.isPending && change.variables ? change.variables.role : user.role}
        // An admin cannot change their own role (the server refuses it too).
        disabled={self || change.isPending}
        onChange={(event) => setNext(event.target.value as Role)}
      />
      <AlertDialog.Root open={next !== null} onOpenChange={(open) => !open && setNext(null)}>
        {next && (
          <AlertDialog.Content
            title={`Make ${user.name} ${roleLabels[next].toLowerCase() === 'admin' ? 'an admin' : `a ${roleLabels[next].toLowerCase()}`}?`}
            description={`${user.name} (${user.email}) changes from ${roleLabels[user.role]} to ${roleLabels[next]}: they are signed out everywhere and see the ${roleLabels[next]} screens when they log in again.`}
            confirmLabel="Change role"
            onConfirm={() =>
              change.mutate(
                { id: user._id, role: next },
                {
                  onSuccess: () =>
                    toast({
                      tone: 'success',
                      title: `${user.name} is now ${roleLabels[next]}.`,
                    }),
                  onError: (error) =>
                    toast({ tone: 'danger', title: normalizeError(error).message }),
                },
              )
            }
          />
        )}
      </AlertDialog.Root>
    </>
  );
}
