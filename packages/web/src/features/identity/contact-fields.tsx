import { PasswordField, TextField } from '@campus/ui';

type ContactField = 'name' | 'email' | 'password' | 'phone';

const specs: Record<ContactField, { label: string; type?: 'email' | 'tel'; autoComplete: string }> =
  {
    name: { label: 'Full name', autoComplete: 'name' },
    email: { label: 'Email', type: 'email', autoComplete: 'email' },
    password: { label: 'Password', autoComplete: 'new-password' },
    phone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  };

/**
 * The "who are you" fields every sign-up form asks (sign up, paid registration, mentor
 * registration), labelled and autocompleted one way. The server validates them (spec §5).
 */
export function ContactFields<F extends Partial<Record<ContactField, string>>>({
  form,
  fields,
  onChange,
}: {
  form: F;
  fields: readonly (ContactField & keyof F)[];
  onChange: (field: ContactField & keyof F, value: string) => void;
}) {
  return (
    <>
      {fields.map((field) => {
        const { label, type, autoComplete } = specs[field];
        const Field = field === 'password' ? PasswordField : TextField;
        return (
          <Field
            key={field}
            label={label}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={form[field] ?? ''}
            onChange={(event) => onChange(field, event.target.value)}
          />
        );
      })}
    </>
  );
}
