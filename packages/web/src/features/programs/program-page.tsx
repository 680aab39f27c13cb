import { getProgram, type Program, type User } from '@campus/sdk';
import {
  formatRupees,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  PageLoading,
  Stack,
  Text,
} from '@campus/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { programKeys } from '../../data/programs/keys';
import { QueryView } from '../../lib/query-view';
import * as css from './programs.css';

export const programQuery = (slug: string) =>
  queryOptions({
    queryKey: programKeys.detail(slug),
    queryFn: () => getProgram(slug),
  });

const modeLabel = {
  'live-online': 'Live online',
  'self-paced': 'Self-paced',
  hybrid: 'Hybrid',
  'in-person': 'In person',
};

const allPrograms = (
  <Link className={linkClassName()} href={paths.home.href()}>
    See all programs
  </Link>
);

/** One template for the 13 program pages of spec §2, fed by getProgram(slug). */
export function ProgramPage({ slug, user }: { slug: string; user: User }) {
  const program = useQuery(programQuery(slug));
  return (
    <QueryView
      query={program}
      loading={<PageLoading label="Loading program…" />}
      errorTitle="This program could not be loaded"
      page={{ notFoundTitle: 'Program not found', back: allPrograms }}
    >
      {(p) => <ProgramView program={p} user={user} />}
    </QueryView>
  );
}

function ProgramView({ program: p, user }: { program: Program; user: User }) {
  // Only the program the student registered (and owes) for holds their seat.
  const yours = user.pendingAmount > 0 && user.program === p.slug;
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Program" title={p.title} size="xxl" className={css.hero}>
        <Text size="lg">{p.summary}</Text>
        <Inline gap="sm" wrap>
          <span className={css.chip}>{p.durationWeeks} weeks</span>
          <span className={css.chip}>{modeLabel[p.mode]}</span>
          <span className={css.chip}>{p.level.charAt(0).toUpperCase() + p.level.slice(1)}</span>
          <span className={css.chip}>{formatRupees(p.price)}</span>
        </Inline>
        {p.description && <Text>{p.description}</Text>}
      </PageHeader>
      {p.outcomes.length > 0 && (
        <section aria-labelledby="outcomes">
          <Stack gap="sm">
            <Heading level={2} size="lg" id="outcomes">
              What you will be able to do
            </Heading>
            <ul className={css.list}>
              {p.outcomes.map((o) => (
                <li key={o}>
                  <Text>{o}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      )}
      <section aria-labelledby="curriculum">
        <Stack gap="md">
          <Heading level={2} size="lg" id="curriculum">
            Curriculum
          </Heading>
          {p.curriculum.length === 0 ? (
            <Text tone="muted">The curriculum is being finalised.</Text>
          ) : (
            <ol className={css.sections}>
              {[...p.curriculum]
                .sort((a, b) => a.order - b.order)
                .map((s) => (
                  <li key={s.order} className={css.section}>
                    <Heading level={3} size="md">
                      {s.title}
                    </Heading>
                    <ul className={css.list}>
                      {s.topics.map((t) => (
                        <li key={t}>
                          <Text size="sm">{t}</Text>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ol>
          )}
        </Stack>
      </section>
      <section aria-labelledby="next-steps">
        <Stack gap="sm">
          <Heading level={2} size="lg" id="next-steps">
            Your next steps
          </Heading>
          <Text>
            {yours
              ? 'Your seat is reserved; use the Pending Payment button at the top to complete payment.'
              : 'Follow your batch on the dashboard, join live classes and read the Skill_Up e-books.'}
          </Text>
          <Inline gap="md" wrap>
            <Link className={linkClassName()} href={paths.dashboard.href()}>
              Dashboard
            </Link>
            <Link className={linkClassName()} href={paths.liveClass.href()}>
              Live classes
            </Link>
            <Link className={linkClassName()} href={paths.ebookStudent.href()}>
              Skill_Up e-books
            </Link>
          </Inline>
        </Stack>
      </section>
    </Stack>
  );
}
