// The assistant's retrieval answer, composed without a model: a sentence naming what was found (or a
// greeting, an FAQ answer, a pointer to help), quick-navigation suggestions and the results shown
// under it — at most three of each, so a reply fits the panel. Pure functions of the question, the
// asker and the hits.
import type { StoredSearchResult, StoredSuggestion } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { MAX_ACTIONS } from './answer-parts';
import { quote, type PassageHit } from './passages';
import type { PersonalIntent } from './intents';
import type { Hit } from './retrieval';

const NAV = {
  courses: { text: 'Browse courses', action: 'redirect', url: '/courses' },
  ebooks: { text: 'Open Skill_Up e-books', action: 'redirect', url: '/ebookstudent' },
  mentors: { text: 'Find a mentor', action: 'redirect', url: '/mentors' },
  dashboard: { text: 'Go to my dashboard', action: 'redirect', url: '/dashboard' },
  help: { text: 'Get Help', action: 'redirect', url: '/support' },
} satisfies Record<string, StoredSuggestion>;

/** Topics a question is about, by keyword (they steer retrieval and the suggestions). */
export const INTENTS: Array<[string, RegExp]> = [
  ['tasks', /\b(task|tasks|assignment|assignments|homework|submission|submit|deadline|due)\b/i],
  ['classes', /\b(live|class|classes|lecture|lectures|session today|schedule)\b/i],
  [
    'bookings',
    /\b(booking|bookings|book|appointment|one[- ]to[- ]one|1:1|mentor session|sessions)\b/i,
  ],
  ['courses', /\b(course|courses|learn|enrol|enroll|catalogue|catalog)\b/i],
  ['ebooks', /\b(e-?books?|skill[_ -]?up|reading|notes)\b/i],
  ['mentors', /\b(mentor|mentors|expert|guide)\b/i],
  [
    'trouble',
    /\b(error|problem|issue|not working|can'?t|cannot|unable|fail|failed|failing|stuck|broken|deactivated|locked|refund|bug)\b/i,
  ],
];
const GREETING = /^\s*(hi|hii+|hello|hey|namaste|good (morning|afternoon|evening))\b[\s!.,]*$/i;
const PERSONAL = /\b(my|mine|i have|do i have)\b/i;
const HOW_TO =
  /^\s*(how|why|where|what happens|can i|can't|cannot|i can'?t|unable|is there|do i)\b/i;

function describeHit(h: Hit): string {
  switch (h.kind) {
    case 'course':
      return `the course “${h.title}”`;
    case 'ebook':
      return `the Skill_Up e-book “${h.title}”`;
    case 'program':
      return `the ${h.title} program`;
    case 'mentor':
      return `mentor ${h.title}`;
    case 'liveclass':
      return `the live class “${h.title}” (${h.snippet ?? ''})`;
    case 'task':
      return `your task “${h.title}” (${h.snippet ?? ''})`;
    case 'booking':
      return `your session “${h.title}” (${h.snippet ?? ''})`;
    default:
      return `“${h.title}”`;
  }
}

function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The one sentence of an answer below the relevance floor (honest, never a guess). */
export const NOT_FOUND = "I couldn't find this in Campus.";

/**
 * The handoff when Campus has no answer: a message to the student's mentor, prefilled with the
 * question (the conversation page reads `draft`).
 */
export function askYourMentor(mentorId: string, question: string): StoredSuggestion {
  const draft = encodeURIComponent(question.slice(0, 150));
  return {
    text: 'Ask your mentor',
    action: 'redirect',
    url: `/messages/${mentorId}?draft=${draft}`,
  };
}

/** The retrieval answer: a sentence naming what was found, suggestions and the results. */
export function compose(
  user: Principal,
  message: string,
  hits: Hit[],
  intents: Set<string>,
  mentorId: string | null = null,
) {
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const results = hits.slice(0, MAX_ACTIONS);
  const searchResults: StoredSearchResult[] = results.map((h) => {
    const r: StoredSearchResult = { title: h.title.slice(0, 200), url: h.url, kind: h.kind };
    if (h.snippet) r.snippet = h.snippet.slice(0, 300);
    return r;
  });
  const faq = hits.find((h) => h.kind === 'faq');
  const others = hits.filter((h) => h.kind !== 'faq');
  let response: string;
  if (hits.length === 0 && GREETING.test(message)) {
    response = `Hi ${firstName}! I can help you find courses, Skill_Up e-books, programs, mentors and live classes, check your tasks and bookings, or answer questions about your account and payments. What would you like to know?`;
  } else if (
    PERSONAL.test(message) &&
    intents.has('tasks') &&
    (user.role === 'student' || user.role === 'mentor') &&
    !others.some((h) => h.kind === 'task')
  ) {
    response =
      user.role === 'mentor'
        ? 'You have no tasks for your students yet. Create one from your dashboard and your students are notified.'
        : 'You have no open tasks right now — nice work! New tasks from your mentor appear on your dashboard and in your notifications.';
    if (faq?.answer) response += ` Tip: ${faq.answer}`;
  } else if (
    PERSONAL.test(message) &&
    intents.has('classes') &&
    !others.some((h) => h.kind === 'liveclass')
  ) {
    response =
      'I could not find any upcoming live classes for you. Scheduled classes of your batch appear on the Live Class page, and you get a reminder 15 minutes before each one.';
  } else if (faq?.answer && (hits[0] === faq || HOW_TO.test(message) || intents.has('trouble'))) {
    const related = others.slice(0, 3).map(describeHit);
    response = faq.answer + (related.length ? ` Related on Campus: ${listSentence(related)}.` : '');
  } else if (others.length) {
    const personal = others.filter(
      (h) => h.kind === 'task' || h.kind === 'booking' || h.kind === 'liveclass',
    );
    const catalogue = others.filter((h) => !personal.includes(h));
    const parts: string[] = [];
    if (catalogue.length)
      parts.push(
        `Here is what I found on Campus: ${listSentence(catalogue.slice(0, 4).map(describeHit))}.`,
      );
    if (personal.length)
      parts.push(
        `${catalogue.length ? 'For you: ' : 'Here is what I found for you: '}${listSentence(personal.slice(0, 4).map(describeHit))}.`,
      );
    if (faq?.answer) parts.push(`Tip: ${faq.answer}`);
    response = parts.join(' ');
  } else {
    return {
      intent: 'not_found' as const,
      response: NOT_FOUND,
      suggestions: mentorId ? [askYourMentor(mentorId, message), NAV.help] : [NAV.help],
      searchResults: [],
    };
  }

  const kinds = new Set(results.map((h) => h.kind));
  const picked: StoredSuggestion[] = [];
  const add = (s: StoredSuggestion) => {
    if (picked.length < MAX_ACTIONS && !picked.some((p) => p.url === s.url && p.text === s.text))
      picked.push(s);
  };
  if (intents.has('trouble') || (hits.length === 0 && !GREETING.test(message))) add(NAV.help);
  if (kinds.has('course') || kinds.has('program') || intents.has('courses')) add(NAV.courses);
  if (kinds.has('ebook') || intents.has('ebooks')) add(NAV.ebooks);
  if (kinds.has('mentor') || intents.has('mentors') || intents.has('bookings')) add(NAV.mentors);
  if (kinds.has('task') || kinds.has('liveclass') || intents.has('tasks') || intents.has('classes'))
    add(NAV.dashboard);
  for (const d of [NAV.courses, NAV.ebooks, NAV.mentors, NAV.dashboard])
    if (picked.length < 3) add(d);
  const followUps = [
    !intents.has('classes') ? 'How do I join a live class?' : null,
    !intents.has('tasks') && user.role === 'student' ? 'What are my pending tasks?' : null,
    !intents.has('bookings') && user.role === 'student'
      ? 'How do I book a session with my mentor?'
      : null,
  ].filter((t): t is string => !!t);
  for (const text of followUps.slice(0, MAX_ACTIONS - picked.length).slice(0, 2))
    add({ text, action: 'suggest' });
  return { intent: 'search' as const, response, suggestions: picked, searchResults };
}

/** What each choice button of a clarifying question asks: a question its intent's rules recognise. */
const ASK: Record<PersonalIntent, string> = {
  next_live_class: 'When is my next live class?',
  classes_today: 'What classes do I have today?',
  pending_amount: 'What is my pending amount?',
  my_mentor: 'Who is my mentor?',
  my_tasks: 'What are my pending tasks?',
  task_feedback: 'What feedback did my mentor give on my task?',
  next_session: 'When is my next mentor session?',
  course_progress: 'What is my progress in my courses?',
  review_queue: 'Which submissions are waiting for my review?',
  open_requests: 'Which session requests are open?',
  admin_overview: 'Show me the campus overview',
};

/** A clarifying question: the two likeliest intents as buttons that ask them (intent-model.ts). */
export function clarify(choices: readonly [PersonalIntent, PersonalIntent]) {
  return {
    intent: 'clarify' as const,
    response: 'I am not sure which you mean. Did you want one of these?',
    suggestions: choices.map((c): StoredSuggestion => ({ text: ASK[c], action: 'suggest' })),
    searchResults: [] as StoredSearchResult[],
  };
}

/**
 * A cited answer: the best passage quoted, with the question's words marked by the app
 * (`highlights`, plain words), and one to three sources that open the lesson or the e-book module at
 * the quoted paragraph — the best passage, and others only when they match as many of the
 * question's terms.
 */
export function cite(found: PassageHit[], terms: string[]) {
  const best = found[0]!;
  const sources = found
    .filter((p) => p.covered === best.covered)
    .filter((p, i, all) => all.findIndex((q) => q.url === p.url) === i)
    .slice(0, 3);
  const searchResults: StoredSearchResult[] = sources.map((p) => {
    const q = quote(p.body, terms);
    return {
      title: `${p.title} — ${p.parent}`.slice(0, 200),
      url: p.url,
      kind: p.source,
      snippet: q.text.slice(0, 300),
      highlights: q.highlights.map((h) => h.slice(0, 60)),
    };
  });
  const where =
    best.source === 'lesson'
      ? `the lesson “${best.title}” of ${best.parent}`
      : `the Skill_Up module “${best.title}” of ${best.parent}`;
  const response = `From ${where}: “${quote(best.body, terms).text}”`;
  const suggestions: StoredSuggestion[] = [
    {
      text: best.source === 'lesson' ? 'Open the lesson' : 'Open the module',
      action: 'redirect',
      url: best.url,
    },
  ];
  return { intent: 'passage' as const, response, suggestions, searchResults };
}
