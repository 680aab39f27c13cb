import type { User } from '@campus/sdk';
import {
  buttonClassName,
  Card,
  CardGrid,
  CardGridLoading,
  formatRupees,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Stack,
  Text,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths, programSlugs, type ProgramSlug } from '../../config/paths';
import { featuredCoursesQuery, programsQuery } from './home.api';
import { QueryView } from '../../lib/query-view';
import * as css from './home.css';

const offers = [
  {
    title: 'Mentor-led cohorts',
    body: 'Learn in a batch with a mentor who reviews your tasks and answers your questions.',
  },
  { title: 'Live classes', body: 'Join scheduled live sessions and catch up on batch recordings.' },
  {
    title: 'Skill_Up e-books',
    body: 'Read focused e-book courses at your own pace, module by module.',
  },
  { title: 'One-to-one sessions', body: 'Book time with your mentor when you are stuck.' },
];

const isProgramSlug = (slug: string): slug is ProgramSlug =>
  (programSlugs as readonly string[]).includes(slug);

function FeaturedCourses() {
  const courses = useQuery(featuredCoursesQuery);
  return (
    <QueryView
      query={courses}
      loading={<CardGridLoading label="Loading courses" count={3} height="8rem" />}
      errorTitle="Featured courses could not be loaded"
      empty={<Text tone="muted">New courses are on their way.</Text>}
    >
      {(page) => (
        <CardGrid>
          {page.items.map((c) => (
            <Card as="li" key={c._id}>
              <Heading level={3} size="md">
                <Link
                  className={linkClassName({ tone: 'neutral' })}
                  href={paths.course.href(c._id)}
                >
                  {c.title}
                </Link>
              </Heading>
              <Text size="sm" tone="muted">
                {c.category} · by {c.instructor.name}
              </Text>
              <Text size="sm" weight="semibold">
                {c.price > 0 ? formatRupees(c.price) : 'Free'}
              </Text>
            </Card>
          ))}
        </CardGrid>
      )}
    </QueryView>
  );
}

function Programs({ user }: { user: User | null }) {
  // Only the programs the app has a page for (spec §2's thirteen) are listed.
  const programs = useQuery({
    ...programsQuery,
    select: (all) => all.filter((p) => isProgramSlug(p.slug)),
  });
  const isStudent = user?.role.toLowerCase() === 'student';
  return (
    <QueryView
      query={programs}
      loading={<CardGridLoading label="Loading programs" count={3} height="8rem" />}
      errorTitle="Programs could not be loaded"
      empty={<Text tone="muted">Programs will be announced soon.</Text>}
    >
      {(list) => (
        <CardGrid>
          {list.map((p) => (
            <Card as="li" key={p._id}>
              <Heading level={3} size="md">
                {p.title}
              </Heading>
              <Text size="sm" style={{ flex: 1 }}>
                {p.summary}
              </Text>
              <Text size="sm" tone="muted">
                {p.durationWeeks} weeks · {p.mode.replace('-', ' ')} · {formatRupees(p.price)}
              </Text>
              <Inline gap="md" wrap>
                {isStudent && isProgramSlug(p.slug) ? (
                  <Link className={linkClassName()} href={paths.program.href(p.slug)}>
                    Open {p.title}
                  </Link>
                ) : (
                  <Link className={linkClassName()} href={paths.registration.href(p.slug)}>
                    Join {p.title}
                  </Link>
                )}
              </Inline>
            </Card>
          ))}
        </CardGrid>
      )}
    </QueryView>
  );
}

export function HomePage({ user }: { user: User | null }) {
  return (
    <Stack gap="xxl">
      <section className={css.hero} aria-labelledby="home-title">
        <PageHeader title="Learn with a mentor, not alone" size="display" titleId="home-title">
          {/* The hero's lead, larger than a page's description. */}
          <Text size="lg" tone="muted">
            Campus runs mentor-led cohorts: programs with live classes, reviewed tasks, e-books and
            one-to-one sessions — and courses you can take at your own pace.
          </Text>
        </PageHeader>
        <Inline gap="md" wrap>
          <Link
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            href={paths.courses.href()}
          >
            Browse courses
          </Link>
          {user ? (
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
              href={paths.dashboard.href()}
            >
              Go to your dashboard
            </Link>
          ) : (
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
              href={paths.register.href()}
            >
              Create an account
            </Link>
          )}
        </Inline>
      </section>
      <section aria-labelledby="offers-title">
        <Stack gap="lg">
          <Heading level={2} size="xl" id="offers-title">
            What Campus offers
          </Heading>
          <CardGrid min="sm">
            {offers.map((o) => (
              <Card as="li" key={o.title}>
                <Heading level={3} size="md">
                  {o.title}
                </Heading>
                <Text size="sm">{o.body}</Text>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </section>
      <section aria-labelledby="featured-title">
        <Stack gap="lg">
          <Inline justify="space-between" align="baseline" wrap>
            <Heading level={2} size="xl" id="featured-title">
              Featured courses
            </Heading>
            <Link className={linkClassName()} href={paths.courses.href()}>
              All courses
            </Link>
          </Inline>
          <FeaturedCourses />
        </Stack>
      </section>
      <section aria-labelledby="programs-title">
        <Stack gap="lg">
          <Heading level={2} size="xl" id="programs-title">
            Programs
          </Heading>
          <Text tone="muted">
            Career programs run as cohorts with a mentor. Register for one, then open it from here.
          </Text>
          <Programs user={user} />
        </Stack>
      </section>
    </Stack>
  );
}
