import { type EbookCourse } from '@campus/sdk';
import {
  Alert,
  Button,
  Card,
  CardGrid,
  CardGridLoading,
  Heading,
  PageHeader,
  Stack,
  Text,
  TextField,
} from '@campus/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Cover } from '../../lib/cover';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { ebooksQuery } from './ebooks.api';

function EbookCard({ ebook, action }: { ebook: EbookCourse; action?: ReactNode }) {
  return (
    <Card as="article">
      <Cover src={ebook.coverImageUrl} seed={ebook.title} icon={<BookOpen size={40} />} />
      <Text size="xs" tone="muted">
        {ebook.category}
      </Text>
      <Heading level={2} size="md">
        {ebook.title}
      </Heading>
      <Text size="sm">{ebook.description}</Text>
      <Text size="sm" tone="muted">
        {ebook.moduleCount} modules · about {ebook.estimatedMinutes} min · by {ebook.author.name}
      </Text>
      {action}
    </Card>
  );
}

/** The Skill_Up e-book list with a search; shared by the public list and the reader list. */
export function EbookList({
  title,
  intro,
  action,
  lead,
}: {
  title: string;
  intro: ReactNode;
  action?: (ebook: EbookCourse) => ReactNode;
  /** Shown under the title, before the search (e.g. the reader's "continue reading"). */
  lead?: ReactNode;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const ebooks = useInfiniteQuery(ebooksQuery({ search, pageSize: 24 }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim() || undefined);
  };
  return (
    <Stack gap="xl">
      <PageHeader title={title} size="xxl" description={intro} />
      {lead}
      <form role="search" aria-label="E-books" onSubmit={onSubmit}>
        <Stack gap="sm" style={{ maxInlineSize: '32rem' }}>
          <TextField
            label="Search e-books"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </Stack>
      </form>
      <QueryView
        query={ebooks}
        loading={<CardGridLoading label="Loading e-books" count={3} height="7rem" />}
        errorTitle="E-books could not be loaded"
        empty={
          <Alert tone="info" title="No e-books found">
            {search ? 'Nothing matches this search.' : 'No e-book is published yet.'}
          </Alert>
        }
      >
        {(page) => (
          <Stack gap="lg">
            <CardGrid>
              {page.items.map((e) => (
                <li key={e._id}>
                  <EbookCard ebook={e} action={action?.(e)} />
                </li>
              ))}
            </CardGrid>
            <ShowMore pages={ebooks}>Show more e-books</ShowMore>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
