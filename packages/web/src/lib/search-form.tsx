import { Button, Inline, TextField } from '@campus/ui';
import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * A search box sent on Search (or Enter), not on every key, so a list of thousands asks the server
 * once per search: the admin tables, the course manager and the public mentors page. `children`
 * are the filters beside it.
 */
export function SearchForm({
  label,
  name,
  initial,
  onSearch,
  children,
}: {
  /** "Search by name or email". */
  label: string;
  /** The landmark's name: "Users". */
  name: string;
  initial?: string;
  onSearch: (text: string | undefined) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState(initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit}>
      <Inline gap="sm" align="flex-end">
        <TextField
          type="search"
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {children}
      </Inline>
    </form>
  );
}
