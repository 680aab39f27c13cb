import type { Mentor } from '@campus/sdk';
import {
  Alert,
  Avatar,
  Badge,
  Card,
  CardGrid,
  CardGridLoading,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { SearchForm } from '../../lib/search-form';
import { mentorsQuery } from './mentors.api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';

function MentorCard({ mentor, bookHref }: { mentor: Mentor; bookHref?: string }) {
  return (
    <Card as="article">
      <Inline gap="md" align="center">
        <Avatar name={mentor.name} src={mentor.profileImageUrl} size="lg" decorative />
        <Stack gap="xxs">
          <Heading level={2} size="md">
            {mentor.name}
          </Heading>
          <Text size="sm" tone="muted">
            {mentor.headline}
          </Text>
        </Stack>
      </Inline>
      {mentor.bio && <Text size="sm">{mentor.bio}</Text>}
      {mentor.expertise.length > 0 && (
        <Inline as="ul" gap="xs" padding="none" margin="none" aria-label="Expertise">
          {mentor.expertise.map((e) => (
            <li key={e}>
              <Badge>{e}</Badge>
            </li>
          ))}
        </Inline>
      )}
      {mentor.availability && <Text size="sm">Usually free: {mentor.availability}</Text>}
      <Text size="sm" tone="muted">
        {[
          mentor.yearsOfExperience ? `${mentor.yearsOfExperience} years of experience` : null,
          mentor.rating ? `★ ${mentor.rating.toFixed(1)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {mentor.linkedinUrl && (
        <a
          className={linkClassName()}
          href={mentor.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          LinkedIn profile of {mentor.name}
        </a>
      )}
      {bookHref && (
        <Link className={linkClassName()} href={bookHref}>
          Book a session<span className={visuallyHidden}> with {mentor.name}</span>
        </Link>
      )}
    </Card>
  );
}

/**
 * /mentors: the public directory of listed mentors (a chatbot quick-navigation target). A student
 * books from /mentor-sync (`bookHref`), where the times of their own mentors are.
 */
export function MentorsPage({ bookHref }: { bookHref?: string }) {
  const [search, setSearch] = useState<string | undefined>();
  const mentors = useInfiniteQuery(mentorsQuery(search));
  return (
    <Stack gap="xl">
      <PageHeader
        title="Mentors"
        size="xxl"
        description="The people who guide Campus cohorts, review your work and run sessions."
      />
      <SearchForm label="Search mentors" name="Mentors" onSearch={setSearch} />
      <QueryView
        query={mentors}
        loading={<CardGridLoading label="Loading mentors" count={3} height="10rem" />}
        errorTitle="Mentors could not be loaded"
        empty={
          <Alert tone="info" title="No mentors found">
            {search ? 'Nobody matches this search.' : 'Mentors will be listed here soon.'}
          </Alert>
        }
      >
        {(page) => (
          <Stack gap="lg">
            <CardGrid min="lg">
              {page.items.map((m) => (
                <li key={m._id}>
                  <MentorCard mentor={m} bookHref={bookHref} />
                </li>
              ))}
            </CardGrid>
            <ShowMore pages={mentors}>Show more mentors</ShowMore>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
