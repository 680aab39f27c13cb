// What mentors do about the radar's flags: "message the students who…" (messageRadarStudents), one
// template sent as a private message to each student chosen or matched, and the admin's time to
// first contact per mentor (listRadarFirstContact), read from the first contact each flag records
// (public.ts, in the message's own transaction).
import type {
  OperationQuery,
  RadarFirstContactPage,
  RadarMessageResult,
  RadarMessageSend,
  RadarReason,
} from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/auth';
import { badRequest, fieldError, forbidden, tooManyRequests } from '../../http/errors';
import { workingMentorRowSql } from '../../lib/mentor-review';
import { KeyedBuckets } from '../../lib/rate-limit';
import { toPerson, type PersonColumns } from '../../lib/people';
import { sendOnBehalf } from '../messages/public';
import { hasRule } from './reads';
import { rowsOf } from '../../db/rows-of';

/** Sends per mentor: 5 an hour, refilled evenly (per instance, like the upload limits). */
export const SENDS_PER_HOUR = 5;
/** A filter sends to at most this many flags, the newest first (the contract's studentIds bound). */
const FILTER_LIMIT = 100;
/** The window of flags whose first contacts the admin's median reads. */
const FIRST_CONTACT_DAYS = 28;

const PLACEHOLDERS = ['firstName', 'name', 'reasons'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The template's unknown placeholders, each once, in order. */
function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, word] of template.matchAll(PLACEHOLDER))
    if (!(PLACEHOLDERS as readonly string[]).includes(word!)) unknown.add(word!);
  return [...unknown];
}

/** The template with one student's values in its placeholders. */
export function fillTemplate(template: string, values: Record<Placeholder, string>): string {
  return template.replace(PLACEHOLDER, (whole, word: string) =>
    Object.hasOwn(values, word) ? values[word as Placeholder] : whole,
  );
}

interface Recipient {
  id: string;
  name: string;
  reasons: RadarReason[] | null;
}

export class RadarFollowThrough {
  private readonly sends: KeyedBuckets;

  constructor(private readonly ctx: AppContext) {
    this.sends = new KeyedBuckets(
      { capacity: SENDS_PER_HOUR, perSecond: SENDS_PER_HOUR / 3600 },
      () => ctx.now().getTime(),
    );
  }

  async message(mentor: Principal, body: RadarMessageSend): Promise<RadarMessageResult> {
    const unknown = unknownPlaceholders(body.template);
    if (unknown.length > 0)
      throw fieldError(
        'template',
        `${unknown.map((w) => `{${w}}`).join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'}: use {firstName}, {name} or {reasons}.`,
      );
    const filtered =
      body.rule !== undefined || body.monthYear !== undefined || body.domain !== undefined;
    if (body.studentIds !== undefined && filtered)
      throw badRequest('Choose the students or a filter, not both.');
    if (body.studentIds === undefined && !filtered)
      throw badRequest('Choose the students to message, or a filter of flagged students.');

    const recipients =
      body.studentIds !== undefined
        ? await this.chosen(mentor.id, body.studentIds)
        : await this.matching(mentor.id, body);
    if (recipients.length === 0)
      throw badRequest('No student of yours is flagged for this, so nobody was messaged.');

    const wait = this.sends.take(mentor.id);
    if (wait > 0)
      throw tooManyRequests(
        `You can message your students from the radar ${SENDS_PER_HOUR} times an hour. Please try again later.`,
        wait,
      );

    const sent: RadarMessageResult['sent'] = [];
    for (const r of recipients) {
      const message = fillTemplate(body.template, {
        firstName: r.name.trim().split(/\s+/)[0] ?? r.name,
        name: r.name,
        reasons: (r.reasons ?? []).map((x) => x.text.replace(/\.$/, '')).join('; '),
      });
      const result = await sendOnBehalf(this.ctx, mentor.id, { toUserId: r.id, message });
      if (!result.ok) throw forbidden(`${r.name} cannot be messaged: ${result.reason}`);
      sent.push({ student: { _id: r.id, name: r.name }, messageId: result.message._id });
    }
    return { sent };
  }

  /**
   * The students named, each a student of a batch the mentor works in (batch_mentors), with their
   * open flag's reasons; any other id refuses the whole request before anything is sent.
   */
  private async chosen(mentorId: string, ids: readonly string[]): Promise<Recipient[]> {
    const rows = rowsOf<Recipient>(
      await this.ctx.db.execute(sql`
        select u.id, u.name, f.reasons
        from users u
        join batch_assignments a on a.student_id = u.id
        join batch_mentors bm on bm.month_year = a.month_year and bm.domain = a.domain
          and bm.mentor_id = ${mentorId}
        left join radar_flags f on f.student_id = u.id and f.cleared_at is null
        where u.id = any(${sql.param([...ids])}::uuid[]) and u.role = 'student'`),
    );
    if (rows.length < ids.length) {
      const missing = ids.length - rows.length;
      throw forbidden(
        `${missing === 1 ? 'One of the students is' : `${missing} of the students are`} not in a batch you work in, so nobody was messaged.`,
      );
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)!);
  }

  /** The students of the mentor's batches whose open flag matches the filter, newest first. */
  private async matching(mentorId: string, f: RadarMessageSend): Promise<Recipient[]> {
    return rowsOf<Recipient>(
      await this.ctx.db.execute(sql`
        select u.id, u.name, f.reasons
        from radar_flags f join users u on u.id = f.student_id
        where f.cleared_at is null
          and exists (select 1 from batch_mentors bm where bm.mentor_id = ${mentorId}
            and bm.month_year = f.batch_month_year and bm.domain = f.batch_domain)
          ${f.rule !== undefined ? sql`and ${hasRule(f.rule, sql`f.reasons`)}` : sql``}
          ${f.monthYear !== undefined ? sql`and f.batch_month_year = ${f.monthYear}` : sql``}
          ${f.domain !== undefined ? sql`and f.batch_domain = ${f.domain}` : sql``}
        order by f.raised_at desc, f.id desc
        limit ${FILTER_LIMIT}`),
    );
  }

  /** Per working mentor, by name: their first contacts' median and count, and what waits. */
  async firstContact(q: OperationQuery<'listRadarFirstContact'>): Promise<RadarFirstContactPage> {
    const pageSize = q.pageSize ?? 20;
    const page = q.page ?? 1;
    const since = new Date(this.ctx.now().getTime() - FIRST_CONTACT_DAYS * 86_400_000);
    const rows = rowsOf<{
      id: string;
      name: string;
      role: PersonColumns['role'];
      profile_image_url: string | null;
      contacted: number;
      median_minutes: number | null;
      waiting: number;
      total: number;
    }>(
      await this.ctx.db.execute(sql`
        with contacts as (
          select f.first_contact_by_id as mentor_id, count(*)::int as contacted,
            floor(percentile_cont(0.5) within group (order by
              extract(epoch from f.first_contact_at - f.raised_at)) / 60)::int as median_minutes
          from radar_flags f
          where f.first_contact_by_id is not null and f.raised_at >= ${since.toISOString()}::timestamptz
          group by f.first_contact_by_id),
        waiting as (
          select bm.mentor_id, count(*)::int as waiting
          from batch_mentors bm join radar_flags f
            on f.batch_month_year = bm.month_year and f.batch_domain = bm.domain
          where f.cleared_at is null and f.first_contact_at is null
          group by bm.mentor_id)
        select u.id, u.name, u.role, u.profile_image_url,
          coalesce(c.contacted, 0) as contacted, c.median_minutes,
          coalesce(w.waiting, 0) as waiting, count(*) over ()::int as total
        from users u
          left join contacts c on c.mentor_id = u.id
          left join waiting w on w.mentor_id = u.id
        where ${workingMentorRowSql('u')}
        order by lower(u.name), u.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`),
    );
    const total =
      rows[0]?.total ??
      (page > 1
        ? (rowsOf<{ n: number }>(
            await this.ctx.db.execute(
              sql`select count(*)::int as n from users u where ${workingMentorRowSql('u')}`,
            ),
          )[0]?.n ?? 0)
        : 0);
    return {
      items: rows.map((r) => ({
        mentor: toPerson({
          id: r.id,
          name: r.name,
          role: r.role,
          profileImageUrl: r.profile_image_url,
        }),
        contacted: r.contacted,
        medianFirstContactMinutes: r.median_minutes,
        waiting: r.waiting,
      })),
      total,
      page,
      pageSize,
    };
  }
}
