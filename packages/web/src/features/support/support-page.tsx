import { Heading, PageHeader, Stack, Text, linkClassName } from '@campus/ui';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import * as css from './support.css';

const faq = [
  {
    q: 'I cannot log in — it says too many attempts.',
    a: 'After several failed logins Campus pauses sign-in for your account for a few minutes. The login page counts down; try again when it reaches zero, or reset your password.',
  },
  {
    q: 'My account was deactivated.',
    a: 'An administrator deactivated it. Write to the admins (below) from the email address of your account and they will look into it.',
  },
  {
    q: 'How do I pay for my program?',
    a: 'Students with a pending amount see a Pending Payment button at the top of every page. It opens the payment provider in a new tab; the amount clears once the payment is confirmed.',
  },
  {
    q: 'Where are my live classes?',
    a: 'Live Class in the top navigation lists today’s and upcoming classes. The Join button appears when a class opens.',
  },
  {
    q: 'Where do I find e-books?',
    a: 'Skill_Up in the top navigation lists the e-book courses.',
  },
  {
    q: 'How do I change my name, photo or password?',
    a: 'Open the side panel’s profile settings, or go to My profile.',
  },
];

/** /support: help page with the FAQ and a way to reach the admins (the chatbot's help link). */
export function SupportPage() {
  return (
    <Stack gap="xl">
      <PageHeader
        title="Help and support"
        size="xxl"
        description="Answers to common questions, and how to reach a person."
      />
      <section aria-labelledby="faq-title">
        <Stack gap="md">
          <Heading level={2} size="lg" id="faq-title">
            Frequently asked questions
          </Heading>
          <div className={css.faq}>
            {faq.map((item) => (
              <details key={item.q} className={css.item}>
                <summary className={css.summary}>{item.q}</summary>
                <Text>{item.a}</Text>
              </details>
            ))}
          </div>
        </Stack>
      </section>
      <section aria-labelledby="contact-title" className={css.contact}>
        <Stack gap="sm">
          <Heading level={2} size="lg" id="contact-title">
            Contact the admins
          </Heading>
          <Text>
            Write to{' '}
            <a className={linkClassName()} href="mailto:support@campus.test">
              support@campus.test
            </a>{' '}
            with your account email and what you were trying to do. Admins answer on working days.
          </Text>
          <Text>
            You can also ask the chat assistant (the button at the bottom right), browse{' '}
            <Link className={linkClassName()} href={paths.courses.href()}>
              courses
            </Link>{' '}
            or meet the{' '}
            <Link className={linkClassName()} href={paths.mentors.href()}>
              mentors
            </Link>
            .
          </Text>
        </Stack>
      </section>
    </Stack>
  );
}
