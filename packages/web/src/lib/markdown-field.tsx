import type { RichTextPreview } from '@campus/sdk';
import { FormTextarea, Spinner, Tabs, Text } from '@campus/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { prose } from './learning.css';
import { MARKDOWN_HINT } from './markdown-hint';
import { SafeHtml } from './safe-html';

/** The server's rendering of the text (data/courses/queries.ts), which readers get too. */
type PreviewQuery<K extends QueryKey> = (
  markdown: string,
) => UseQueryOptions<RichTextPreview, Error, RichTextPreview, K>;

export interface MarkdownFieldProps<T extends FieldValues, K extends QueryKey> {
  name: Path<T>;
  label: string;
  rows?: number;
  required?: boolean;
  previewQuery: PreviewQuery<K>;
}

/**
 * Lesson and e-book text is written as Markdown: Write is the form's textarea, Preview
 * shows what readers will get, rendered by the server from the same rule. The textarea stays
 * mounted (hidden) while previewing, so the form still validates and focuses it.
 */
export function MarkdownField<T extends FieldValues, K extends QueryKey>({
  name,
  label,
  rows = 8,
  required,
  previewQuery,
}: MarkdownFieldProps<T, K>) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const text = String(useWatch<T>({ name }) ?? '');
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'preview' ? 'preview' : 'write')}>
      <Tabs.List aria-label={`Write or preview: ${label}`}>
        <Tabs.Trigger value="write">Write</Tabs.Trigger>
        <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Panel value="write" forceMount hidden={tab !== 'write'}>
        <FormTextarea<T>
          name={name}
          label={`${label} (Markdown)`}
          hint={MARKDOWN_HINT}
          rows={rows}
          required={required}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview">
        {tab === 'preview' && <MarkdownPreview markdown={text} previewQuery={previewQuery} />}
      </Tabs.Panel>
    </Tabs.Root>
  );
}

function MarkdownPreview<K extends QueryKey>({
  markdown,
  previewQuery,
}: {
  markdown: string;
  previewQuery: PreviewQuery<K>;
}) {
  const preview = useQuery({ ...previewQuery(markdown), enabled: markdown.trim() !== '' });
  if (!markdown.trim()) return <Text tone="muted">Nothing to preview yet.</Text>;
  if (preview.isError) {
    return <Text tone="danger">The preview could not be rendered. Your text is unchanged.</Text>;
  }
  if (!preview.data) return <Spinner label="Rendering the preview…" />;
  return <SafeHtml html={preview.data.html} className={prose} />;
}
