// Retrieval for the support assistant: PostgreSQL full-text search (to_tsvector / to_tsquery /
// plainto_tsquery, all available in PGlite) over what Campus knows, plus a keyword (ILIKE) fallback
// for words the English dictionary does not know, and a relevance floor (relevance.ts; the
// question's words are question-words.ts). Every source runs with the caller's permissions:
// published catalogue only, listed mentors only, live classes the caller may see, and the caller's
// OWN tasks and bookings. Sources owned by other areas are read by table name; a missing table or
// column (an area not built yet) makes that source answer nothing instead of failing the reply.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { StoredSearchResult } from '../../db/schema/index';
import { liveClasses, mentorProfiles } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { liveClassAudience } from '../liveclasses/public';
import { FAQ } from './faq';
import { whenIn } from './format';
import { toQuery, type Query } from './question-words';
import { matchAndRank } from './relevance';

/** Prices as the app writes them (₹1,23,456), Indian digit grouping. */
const rupees = new Intl.NumberFormat('en-IN');

export interface Hit extends StoredSearchResult {
  rank: number;
  /** The FAQ answer (kind faq), used as the reply. */
  answer?: string;
}

export const snippet = (s: string | null | undefined, max = 180) => {
  const t = (s ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > max ? t.slice(0, max - 1).trimEnd() + '…' : t;
};

type Row = Record<string, unknown>;

export class Retrieval {
  private warned = new Set<string>();

  constructor(private readonly ctx: AppContext) {}

  private async rows(source: string, query: SQL): Promise<Row[]> {
    try {
      const res = (await this.ctx.db.execute(query)) as unknown as { rows: Row[] };
      return res.rows;
    } catch (err) {
      if (!this.warned.has(source)) {
        this.warned.add(source);
        this.ctx.log.warn(
          { err, source },
          'assistant: a knowledge source is unavailable; answering without it',
        );
      }
      return [];
    }
  }

  /**
   * The rows of `search` (ranked matches); when there are none, the rows of `list` (what is coming up,
   * at a middling rank) so a question like "my tasks" still answers. `false` skips either query.
   */
  private async foundOrListed(source: string, search: SQL | false, list: SQL | false) {
    const found = search ? await this.rows(source, search) : [];
    if (found.length > 0 || !list) return found;
    return (await this.rows(source, list)).map((r): Row => ({ ...r, rank: 0.5 }));
  }

  async search(user: Principal, message: string, intents: Set<string>, tz: string): Promise<Hit[]> {
    // Upcoming rows are listed without a text match only for a question about the asker's own
    // things ("my tasks"), never for one that merely shares a topic word ("book me a train").
    const own = /\b(my|mine|i have|do i have)\b/i.test(message);
    const q = toQuery(message);
    const searching = q.words.length > 0;
    const parts = await Promise.all([
      searching ? this.faq(q) : [],
      searching ? this.courses(q) : [],
      searching ? this.ebooks(q) : [],
      searching ? this.programs(q) : [],
      searching ? this.mentors(q) : [],
      this.classes(user, q, searching, own && intents.has('classes'), tz),
      this.tasks(user, q, searching, own && intents.has('tasks'), tz),
      this.bookings(user, q, searching, own && intents.has('bookings'), tz),
    ]);
    return parts.flat().sort((a, b) => b.rank - a.rank);
  }

  private async faq(q: Query): Promise<Hit[]> {
    const data = JSON.stringify(
      FAQ.map((f) => ({
        id: f.id,
        question: f.question,
        body: `${f.keywords} ${f.answer}`,
        url: f.url,
      })),
    );
    const { match, rank } = matchAndRank(q, sql.raw('f.question'), sql.raw('f.body'));
    const rows = await this.rows(
      'faq',
      sql`select f.id, f.question, f.url, ${rank} as rank
          from jsonb_to_recordset(${data}::jsonb) as f(id text, question text, body text, url text)
          where ${match} order by rank desc limit 3`,
    );
    return rows.map((r) => {
      const entry = FAQ.find((f) => f.id === r.id)!;
      return {
        kind: 'faq' as const,
        title: entry.question,
        url: entry.url,
        snippet: snippet(entry.answer),
        answer: entry.answer,
        rank: Number(r.rank) + 0.1, // help answers win ties: they are written as answers
      };
    });
  }

  private async courses(q: Query): Promise<Hit[]> {
    const { match, rank } = matchAndRank(
      q,
      sql.raw('c.title'),
      sql.raw(`c.description || ' ' || c.category || ' ' || array_to_string(c.tags, ' ')`),
    );
    const rows = await this.rows(
      'courses',
      sql`select c.id, c.title, c.description, c.price, ${rank} as rank from courses c
          where c.status = 'published' and ${match} order by rank desc limit 4`,
    );
    return rows.map((r) => ({
      kind: 'course' as const,
      title: String(r.title),
      url: `/courses/${String(r.id)}`,
      snippet: snippet(
        `${Number(r.price) > 0 ? `₹${rupees.format(Number(r.price))}` : 'Free'} · ${String(r.description ?? '')}`,
      ),
      rank: Number(r.rank),
    }));
  }

  private async ebooks(q: Query): Promise<Hit[]> {
    const { match, rank } = matchAndRank(
      q,
      sql.raw('e.title'),
      sql.raw(`e.description || ' ' || e.category || ' skillup ebook'`),
    );
    const rows = await this.rows(
      'ebooks',
      sql`select e.id, e.title, e.description, ${rank} as rank from ebook_courses e
          where e.published = true and ${match} order by rank desc limit 3`,
    );
    return rows.map((r) => ({
      kind: 'ebook' as const,
      title: String(r.title),
      url: '/ebookstudent',
      snippet: snippet(String(r.description ?? '')),
      rank: Number(r.rank),
    }));
  }

  private async programs(q: Query): Promise<Hit[]> {
    const { match, rank } = matchAndRank(
      q,
      sql.raw('p.title'),
      sql.raw(`p.summary || ' ' || coalesce(p.description, '')`),
    );
    const rows = await this.rows(
      'programs',
      sql`select p.slug, p.title, p.summary, p.price, p.duration_weeks, ${rank} as rank from programs p
          where p.published = true and ${match} order by rank desc limit 3`,
    );
    return rows.map((r) => ({
      kind: 'program' as const,
      title: String(r.title),
      url: `/${String(r.slug)}`,
      snippet: snippet(
        `${Number(r.duration_weeks)} weeks · ₹${rupees.format(Number(r.price))} · ${String(r.summary ?? '')}`,
      ),
      rank: Number(r.rank),
    }));
  }

  private async mentors(q: Query): Promise<Hit[]> {
    const { match, rank } = matchAndRank(
      q,
      sql`${mentorProfiles.name}`,
      sql`${mentorProfiles.headline} || ' ' || ${mentorProfiles.expertise}::text || ' mentor'`,
    );
    const rows = await this.ctx.db
      .select({
        name: mentorProfiles.name,
        headline: mentorProfiles.headline,
        expertise: mentorProfiles.expertise,
        rank: sql<number>`${rank}`,
      })
      .from(mentorProfiles)
      .where(and(eq(mentorProfiles.listed, true), match))
      .orderBy(desc(sql`${rank}`))
      .limit(3)
      .catch(() => []);
    return rows.map((r) => ({
      kind: 'mentor' as const,
      title: r.name,
      url: '/mentors',
      snippet: snippet(`${r.headline} · ${r.expertise.join(', ')}`),
      rank: Number(r.rank),
    }));
  }

  private async classes(
    user: Principal,
    q: Query,
    searching: boolean,
    list: boolean,
    tz: string,
  ): Promise<Hit[]> {
    const aud = await liveClassAudience(this.ctx.db, user);
    if (!aud) return [];
    const now = this.ctx.now();
    const upcoming = sql`(${liveClasses.status} = 'live' or (${liveClasses.status} = 'scheduled' and ${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute' > ${now}))`;
    const { match, rank } = matchAndRank(
      q,
      sql`${liveClasses.title}`,
      sql`coalesce(${liveClasses.description}, '') || ' live class'`,
    );
    const cols = {
      title: liveClasses.title,
      startTime: liveClasses.startTime,
      status: liveClasses.status,
    };
    const found = searching
      ? await this.ctx.db
          .select({ ...cols, rank: sql<number>`${rank}` })
          .from(liveClasses)
          .where(and(aud.where, upcoming, match))
          .orderBy(desc(sql`${rank}`))
          .limit(3)
      : [];
    const listed =
      list && found.length === 0
        ? (
            await this.ctx.db
              .select(cols)
              .from(liveClasses)
              .where(and(aud.where, upcoming))
              .orderBy(liveClasses.startTime)
              .limit(3)
          ).map((r) => ({ ...r, rank: 0.5 }))
        : [];
    return [...found, ...listed].map((r) => ({
      kind: 'liveclass' as const,
      title: r.title,
      url: '/live-class',
      snippet: snippet(
        `${r.status === 'live' ? 'Live now' : whenIn(r.startTime, tz)} · ${r.status}`,
      ),
      rank: Number(r.rank),
    }));
  }

  private async tasks(
    user: Principal,
    q: Query,
    searching: boolean,
    list: boolean,
    tz: string,
  ): Promise<Hit[]> {
    // The caller's own tasks first (an index range), then the text match on those rows only: matched
    // across the whole table, every task's text vector was computed on every question.
    let own: SQL;
    if (user.role === 'student') {
      own = sql`(select t.* from task_assignees ta join tasks t on t.id = ta.task_id
                 where ta.student_id = ${user.id} offset 0) t`;
    } else if (user.role === 'mentor') {
      own = sql`(select * from tasks where mentor_id = ${user.id} offset 0) t`;
    } else return [];
    const { match, rank } = matchAndRank(
      q,
      sql.raw('t.title'),
      sql.raw(`t.description || ' task assignment'`),
    );
    const rows = await this.foundOrListed(
      'tasks',
      searching &&
        sql`select t.id, t.title, t.due_date, t.status, ${rank} as rank from ${own}
            where ${match} order by rank desc limit 3`,
      list &&
        sql`select t.id, t.title, t.due_date, t.status from ${own}
            where t.status = 'open' order by t.due_date asc limit 3`,
    );
    return rows.map((r) => ({
      kind: 'task' as const,
      title: String(r.title),
      // A student's task opens on their task desk; a mentor's tasks are on the dashboard.
      url: user.role === 'student' ? `/student-dashboard/tasks/${String(r.id)}` : '/dashboard',
      snippet: snippet(`Due ${whenIn(new Date(r.due_date as string), tz)} · ${String(r.status)}`),
      rank: Number(r.rank),
    }));
  }

  private async bookings(
    user: Principal,
    q: Query,
    searching: boolean,
    list: boolean,
    tz: string,
  ): Promise<Hit[]> {
    // As for tasks: the caller's own bookings by index (a student's one-to-one requests and the group
    // sessions they joined), then the text match on those rows only.
    let own: SQL;
    let url: string;
    if (user.role === 'student') {
      own = sql`(select * from bookings where student_id = ${user.id}
                 union all
                 select b.* from booking_participants bp join bookings b on b.id = bp.booking_id
                 where bp.student_id = ${user.id}) b`;
      url = '/mentor-sync';
    } else if (user.role === 'mentor') {
      own = sql`(select * from bookings where mentor_id = ${user.id} offset 0) b`;
      url = '/mentor-sessions';
    } else return [];
    const now = this.ctx.now();
    const { match, rank } = matchAndRank(
      q,
      sql.raw('b.topic'),
      sql.raw(`coalesce(b.description, '') || ' booking session'`),
    );
    const rows = await this.foundOrListed(
      'bookings',
      searching &&
        sql`select b.topic, b.start_time, b.status, ${rank} as rank from ${own}
            where ${match} order by rank desc limit 3`,
      list &&
        sql`select b.topic, b.start_time, b.status from ${own}
            where b.start_time > ${now} and b.status in ('pending', 'accepted')
            order by b.start_time asc limit 3`,
    );
    return rows.map((r) => ({
      kind: 'booking' as const,
      title: String(r.topic),
      url,
      snippet: snippet(`${whenIn(new Date(r.start_time as string), tz)} · ${String(r.status)}`),
      rank: Number(r.rank),
    }));
  }
}
