// What a question is about, by rules a person can read and extend — no model, no word-order tricks.
//
// Each rule belongs to the roles that can ask it and lists weighted patterns over the question
// (lower-cased, with ’ and ‘ as '). A question's score for a rule is the sum of the weights of the
// patterns it matches; `not` patterns subtract. The best rule at or above `THRESHOLD` wins; a tie goes
// to the rule listed first. Nothing at the threshold leaves the question to the trained model
// (intent-model.ts, `recognise`), and then to "search Campus" (retrieval.ts).
//
// To add an intent: add a rule here (its id is the `intent` of the reply, contract ChatbotReply), an
// answer for it in personal.ts, example questions in intent-examples.ts, the question its choice
// button asks in compose.ts, and questions for it in golden/own-data.json. Weights are chosen so
// that one strong phrase ("pending amount", "who is my mentor") is enough on its own (1), while a
// weak word ("mentor", "class") needs a second signal such as "my" or "next" (0.5 + 0.5).
import type { Role } from '../../db/schema/index';

export const PERSONAL_INTENTS = [
  'next_live_class',
  'pending_amount',
  'my_mentor',
  'my_tasks',
  'task_feedback',
  'next_session',
  'course_progress',
  'review_queue',
  'classes_today',
  'open_requests',
  'admin_overview',
] as const;
export type PersonalIntent = (typeof PERSONAL_INTENTS)[number];
/**
 * `search`: a retrieval answer; `passage`: a quoted, cited lesson or Skill_Up passage; `not_found`:
 * the fixed sentence (below the relevance floor); `clarify`: a question back, with the two likeliest
 * intents as choices (intent-model.ts).
 */
export type Intent = PersonalIntent | 'search' | 'passage' | 'not_found' | 'clarify';

interface Rule {
  id: PersonalIntent;
  roles: readonly Role[];
  /** [pattern, weight]: every matching pattern adds its weight. */
  patterns: ReadonlyArray<readonly [RegExp, number]>;
  /** [pattern, weight]: every matching pattern subtracts its weight. */
  not?: ReadonlyArray<readonly [RegExp, number]>;
}

export const THRESHOLD = 1;

/** "How do I…" asks for help with a screen, not for the asker's data (the FAQ answers it). */
const HOW_TO: readonly [RegExp, number] = [
  /^\s*(how (do|can|should|to) (i|we|you)?|how to|what happens|can i|where (do|can) i)\b/,
  1,
];
/** The asker's own things. */
const MY = /\b(my|mine|i|me|am i|do i)\b/;

export const RULES: readonly Rule[] = [
  {
    id: 'next_live_class',
    roles: ['student', 'mentor', 'admin'],
    patterns: [
      [/\b(next|upcoming|coming up)\b.*\b(live )?(class|classes|lecture)\b/, 1],
      [/\b(live )?(class|classes|lecture)\b.*\b(next|upcoming)\b/, 1],
      [/\bwhen is (my|the) (next )?(live )?(class|lecture)\b/, 1],
      [/\bwhen('s| is| do i have) (my|the)? ?(next )?live\b/, 0.5],
      [/\blive class(es)?\b/, 0.5],
      // A live class is also called a live session or lecture ("my upcoming live session").
      [/\b(next|upcoming)\b.*\blive (sessions?|lectures?)\b/, 1],
      [MY, 0.25],
    ],
    not: [HOW_TO, [/\b(today|today's|tonight)\b/, 0.5], [/\brecording/, 1]],
  },
  {
    id: 'classes_today',
    roles: ['mentor', 'admin', 'student'],
    patterns: [
      [/\b(class|classes|lectures?)\b.*\b(today|tonight)\b/, 1],
      [/\b(today|today's|tonight)\b.*\b(class|classes|lectures?)\b/, 1],
      [/\bam i (teaching|hosting)\b/, 1],
    ],
    not: [HOW_TO],
  },
  {
    id: 'pending_amount',
    roles: ['student'],
    patterns: [
      [/\bpending (amount|payment|fees?|dues?|balance)\b/, 1],
      [/\bhow much\b.*\b(owe|pay|due|pending|left to pay|outstanding)\b/, 1],
      [/\b(do|did) i owe\b|\bi owe\b/, 1],
      [/\b(my|the) (dues|balance|outstanding( amount)?|fees? (due|balance|pending))\b/, 1],
      [/\b(dues|outstanding|balance)\b/, 0.75],
      [/\b(amount|money|fees?|rupees|₹)\b/, 0.5],
      [MY, 0.25],
    ],
    not: [
      [/\b(failed|failure|debited|refund|deducted|declined|error|receipt|invoice)\b/, 2],
      [/^\s*how (do|can) i pay\b/, 0.5],
    ],
  },
  {
    id: 'my_mentor',
    roles: ['student'],
    patterns: [
      [/\bwho('s| is| are)? (is )?my mentors?\b/, 1],
      [/\bmy (assigned )?mentors?('s)? (name|is|are|details|contact)\b/, 1],
      [/\b(which|what) mentor\b.*\b(i|me|my)\b/, 1],
      [/\bmentor (assigned|allotted) to me\b|\bassigned mentor\b/, 1],
      [/\b(contact|message|talk to|reach) my mentor\b/, 1],
      [/\bmy mentors?\??\s*$/, 1],
    ],
    not: [
      HOW_TO,
      [/\b(become|apply|registration|register)\b/, 2],
      [/\b(say|said|feedback|comment|review|think)\b/, 2],
      [/\b(session|booking|meeting|call)\b/, 1],
    ],
  },
  {
    id: 'my_tasks',
    roles: ['student'],
    patterns: [
      [
        /\b(pending|open|due|overdue|remaining|unfinished|incomplete) (tasks?|assignments?|homework)\b/,
        1,
      ],
      [/\bmy (tasks?|assignments?|homework)\b/, 1],
      [/\b(tasks?|assignments?|homework)\b.*\b(due|overdue|pending|left|to do|changes)\b/, 1],
      [/\bwhat (is|'s) (due|overdue)\b|\bwhat do i (have to|need to) (submit|do)\b/, 1],
      [/\bchanges requested\b/, 1],
      [MY, 0.25],
    ],
    // "Who reviews my assignments?" asks for a person, not the list.
    not: [HOW_TO, [/\b(say|said|feedback|comment)\b/, 1], [/^\s*who\b/, 1]],
  },
  {
    id: 'task_feedback',
    roles: ['student'],
    patterns: [
      [
        /\b(what did|what does|what has)\b.*\b(mentor|reviewer)\b.*\b(say|said|write|wrote|think)\b/,
        1,
      ],
      [/\b(feedback|comments?|review|remarks?)\b.*\b(on|for|about|of)\b/, 1],
      [/\bmentor('s)? (feedback|comments?|review|remarks?)\b/, 1],
      [/\b(my|latest|last) (feedback|review)\b/, 0.5],
    ],
    not: [HOW_TO, [/\b(give|leave|rate|rating)\b/, 1]],
  },
  {
    id: 'next_session',
    roles: ['student', 'mentor'],
    patterns: [
      [
        /\b(next|upcoming) (mentor )?(sessions?|bookings?|meetings?|appointments?|calls?|1:1|one[- ]to[- ]one)\b/,
        1,
      ],
      [/\bmy (mentor )?(sessions?|bookings?|meetings?|appointments?)\b/, 1],
      [/\bwhen (do|will) i (meet|see|talk to) my mentor\b/, 1],
      [/\bwhen is my\b.*\b(session|booking|meeting|appointment)\b/, 1],
    ],
    not: [HOW_TO, [/\b(request|requests)\b/, 0.5], [/\blive\b/, 1]],
  },
  {
    id: 'course_progress',
    roles: ['student'],
    patterns: [
      [/\bmy progress\b/, 1],
      [/\bhow (far|much)\b.*\b(completed|done|finished|through|progress)\b/, 1],
      [/\b(progress|completed|completion)\b.*\b(course|in)\b/, 0.75],
      [/\bhow am i doing\b/, 1],
      [/\bhow far (am i|have i (got|come|reached)|along)\b/, 1],
      [/\b(courses?|enrolled)\b/, 0.25],
      [MY, 0.25],
    ],
    not: [HOW_TO],
  },
  {
    id: 'review_queue',
    roles: ['mentor'],
    patterns: [
      [/\b(waiting|awaiting|pending|need|needs|left) (for )?(my )?(review|reviewing)\b/, 1],
      [/\b(submissions?|work)\b.*\b(review|pending|waiting|check)\b/, 1],
      [/\bwhat (should|do) i (review|grade|check)\b/, 1],
      [/\breview queue\b/, 1],
    ],
    not: [HOW_TO],
  },
  {
    id: 'open_requests',
    roles: ['mentor'],
    patterns: [
      [/\b(open|pending|new|unanswered) (booking |session )?requests?\b/, 1],
      [/\b(booking|session) requests?\b/, 1],
      [/\bwho (wants|asked|requested)\b.*\b(session|meet|booking)\b/, 1],
      [/\brequests?\b/, 0.5],
    ],
    not: [HOW_TO],
  },
  {
    id: 'admin_overview',
    roles: ['admin'],
    patterns: [
      // Above a single phrase of another rule: an admin's "how many …" asks for the overview's counts.
      [
        /\bhow many\b.*\b(students|mentors|users|instructors|admins|people|batches|submissions|classes)\b/,
        1.25,
      ],
      [/\b(overview|summary|counts?|figures|numbers|stats|statistics)\b/, 1],
      [/\b(total|outstanding)\b.*\b(pending|owed|dues|payments?|amount)\b/, 1],
      [/\b(students?|users?)\b.*\b(pending payments?|owing|owe)\b/, 1],
      [/\bdeactivated (users|accounts)\b/, 1],
    ],
    not: [HOW_TO],
  },
];

export interface Classified {
  intent: PersonalIntent | null;
  score: number;
}

/** The personal intent of a question for this role, or null (search Campus instead). */
export function classify(message: string, role: Role): Classified {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  let best: Classified = { intent: null, score: 0 };
  for (const rule of RULES) {
    if (!rule.roles.includes(role)) continue;
    let score = 0;
    for (const [re, w] of rule.patterns) if (re.test(text)) score += w;
    for (const [re, w] of rule.not ?? []) if (re.test(text)) score -= w;
    if (score >= THRESHOLD && score > best.score) best = { intent: rule.id, score };
  }
  return best;
}
