// The support assistant: retrieval over Campus (retrieval.ts) turned into a helpful reply with
// quick-navigation suggestions, optionally phrased by an OpenAI-compatible model (LLM_URL) from the
// retrieved facts only — with a short timeout and the retrieval answer as the fallback. Sessions and
// messages are kept per user; the caller is always the token's user.
import type {
  ChatbotCapabilities,
  ChatbotChatRequest,
  ChatbotHistoryPage,
  ChatbotMessage,
  ChatbotReply,
  ChatbotSessionPage,
  OperationQuery,
} from '@campus/sdk/model';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { chatbotMessages, chatbotSessions, type StoredSearchResult } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, fieldError, notFound, tooManyRequests } from '../../http/errors';
import {
  cursorScope,
  invalidCursorMessage,
  keysetKeys,
  keysetPage,
  type Keyset,
} from '../../lib/cursor';
import { cite, clarify, compose, INTENTS } from './compose';
import { RULES, type Intent } from './intents';
import { recognise } from './intent-model';
import { zoneOrUtc } from '../../lib/time-zone';
import type { PersonalAnswer } from './answer-parts';
import { PersonalAnswers } from './personal';
import { passageCount, passageTerms, searchPassages, type PassageHit } from './passages';
import { OUTSIDE_CAMPUS } from './question-words';
import { WHOLE_QUESTION } from './relevance';
import { Retrieval, type Hit } from './retrieval';

export const CHAT_LIMITS = { perMinute: 20, perDay: 300 };
const LLM_TIMEOUT_MS = 6000;

type MessageRow = typeof chatbotMessages.$inferSelect;

/** A session's messages, newest first (one per `seq`). */
const historyKeyset: Keyset = {
  list: 'chatbot-history',
  keys: [{ expr: chatbotMessages.seq, type: 'bigint', dir: 'desc' }],
};
/** The caller's sessions, most recently active first (chatbot_sessions_user_idx). */
const sessionsKeyset: Keyset = {
  list: 'chatbot-sessions',
  keys: [
    { expr: chatbotSessions.lastMessageAt, type: 'timestamptz', dir: 'desc' },
    { expr: chatbotSessions.id, type: 'uuid', dir: 'desc' },
  ],
};

const toMessage = (m: MessageRow): ChatbotMessage => ({
  _id: m.id,
  sessionId: m.sessionId,
  sender: m.sender,
  text: m.text,
  suggestions: m.suggestions,
  searchResults: m.searchResults,
  timestamp: m.createdAt.toISOString(),
});

export class ChatbotService {
  private readonly retrieval: Retrieval;
  private readonly personal: PersonalAnswers;

  constructor(private readonly ctx: AppContext) {
    this.retrieval = new Retrieval(ctx);
    this.personal = new PersonalAnswers(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  /** 20 a minute and 300 a day per user (rolling windows over the stored questions). */
  private async checkRate(userId: string): Promise<void> {
    const now = this.ctx.now().getTime();
    for (const [limit, windowMs, label] of [
      [CHAT_LIMITS.perMinute, 60_000, 'a minute'],
      [CHAT_LIMITS.perDay, 86_400_000, 'a day'],
    ] as const) {
      const [nth] = await this.db
        .select({ at: chatbotMessages.createdAt })
        .from(chatbotMessages)
        .where(
          and(
            eq(chatbotMessages.userId, userId),
            eq(chatbotMessages.sender, 'user'),
            gt(chatbotMessages.createdAt, new Date(now - windowMs)),
          ),
        )
        .orderBy(desc(chatbotMessages.createdAt))
        .offset(limit - 1)
        .limit(1);
      if (nth) {
        const wait = (nth.at.getTime() + windowMs - now) / 1000;
        throw tooManyRequests(
          `You can send at most ${limit} messages ${label} to the assistant. Please wait a little.`,
          wait,
        );
      }
    }
  }

  /** `userId` in the request is ignored on purpose: the caller is always the token's user. */
  async chat(user: Principal, input: ChatbotChatRequest, timezone?: string): Promise<ChatbotReply> {
    const message = input.message.trim();
    if (!message) throw fieldError('message', 'message must not be empty');
    if (input.sessionId) await this.ownSession(user.id, input.sessionId);
    await this.checkRate(user.id);

    const tz = zoneOrUtc(timezone); // the viewer's zone; UTC when the app sent none Intl knows
    const recognised = recognise(message, user.role);
    let draft: PersonalAnswer & { intent: Intent };
    let response: string;
    if ('choices' in recognised) {
      draft = clarify(recognised.choices);
      response = draft.response;
    } else if (recognised.intent) {
      const personal = recognised.intent;
      // The asker's own facts, exact: amounts, dates and names are not handed to a model to rephrase.
      draft = { intent: personal, ...(await this.personal.answer(personal, user, message, tz)) };
      response = draft.response;
    } else {
      const topics = new Set(INTENTS.filter(([, re]) => re.test(message)).map(([k]) => k));
      // Below both relevance floors nothing is found: the fixed sentence and the mentor handoff.
      const [hits, found] = await Promise.all([
        this.retrieval.search(user, message, topics, tz),
        searchPassages(this.db, user, message, this.ctx.now()),
      ]);
      const terms = passageTerms(message);
      // A help answer that matches the whole question ("how do I join a live class?") wins over a
      // passage that shares only some of its words; a passage matching every term is what Campus
      // teaches, and so is a passage when the best help answer shares only some words.
      const helpFits = hits[0]?.kind === 'faq' && hits[0].rank >= WHOLE_QUESTION;
      const passage = found.length > 0 && (!helpFits || found[0]!.covered === terms.length);
      // What Campus holds no answer for, no passage answering it, is not answered with a guess.
      const outside = !passage && !helpFits && OUTSIDE_CAMPUS.test(message);
      if (passage) {
        draft = cite(found, terms);
      } else {
        const mentor = hits.length === 0 || outside ? await this.personal.mentorOf(user) : null;
        draft = compose(user, message, outside ? [] : hits, topics, mentor?.id ?? null);
      }
      response =
        draft.intent === 'not_found'
          ? draft.response
          : await this.phrase(message, passage ? found : hits, draft.response, draft.searchResults);
    }

    const now = this.ctx.now();
    const stored = await this.db.transaction(async (tx) => {
      let sessionId = input.sessionId;
      if (!sessionId) {
        const [s] = await tx
          .insert(chatbotSessions)
          .values({
            userId: user.id,
            title: message.slice(0, 80),
            createdAt: now,
            lastMessageAt: now,
          })
          .returning({ id: chatbotSessions.id });
        sessionId = s!.id;
      }
      await tx
        .insert(chatbotMessages)
        .values({ sessionId, userId: user.id, sender: 'user', text: message, createdAt: now });
      const [bot] = await tx
        .insert(chatbotMessages)
        .values({
          sessionId,
          userId: user.id,
          sender: 'bot',
          text: response,
          suggestions: draft.suggestions,
          searchResults: draft.searchResults,
          createdAt: now,
        })
        .returning({ id: chatbotMessages.id });
      const updated = await tx
        .update(chatbotSessions)
        .set({ lastMessageAt: now, messageCount: sqlIncrement(2) })
        .where(and(eq(chatbotSessions.id, sessionId), eq(chatbotSessions.userId, user.id)))
        .returning({ id: chatbotSessions.id });
      if (updated.length === 0) throw notFound('Chat session not found.'); // deleted meanwhile
      return { sessionId, messageId: bot!.id };
    });
    return {
      response,
      suggestions: draft.suggestions,
      searchResults: draft.searchResults,
      intent: draft.intent,
      ...stored,
    };
  }

  /**
   * Phrases the answer with the configured model from the retrieved facts only. The model may only
   * rephrase: a reply with a link that is not one of the retrieved sources (or, for a cited answer,
   * with none of them) is discarded for the retrieval answer; a model that fails is said so in words
   * after the retrieval answer. Without a model, the retrieval answer as it is.
   */
  private async phrase(
    question: string,
    hits: Array<Hit | PassageHit>,
    draft: string,
    sources: StoredSearchResult[],
  ): Promise<string> {
    const llm = this.ctx.config.llm;
    if (!llm) return draft;
    const url = /\/chat\/completions\/?$/.test(llm.url)
      ? llm.url
      : `${llm.url.replace(/\/+$/, '')}/chat/completions`;
    const facts = hits
      .slice(0, 8)
      .map((h) =>
        'kind' in h
          ? `- [${h.kind}] ${h.title}${h.snippet ? `: ${h.answer ?? h.snippet}` : ''} (${h.url})`
          : `- [${h.source}] ${h.title} (${h.parent}): ${h.body} (${h.url})`,
      );
    const cited = sources.filter((r) => r.kind === 'lesson' || r.kind === 'ebook_module');
    let text: string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: llm.model,
          temperature: 0.2,
          max_tokens: 300,
          messages: [
            {
              role: 'system',
              content:
                'You are the support assistant of Campus, a learning platform in India. Answer in plain text, at most four sentences, using ONLY the facts given. Never invent courses, prices, dates or people. If the facts do not answer the question, say so and suggest the help page.' +
                (cited.length
                  ? ' Cite the passage you use by its link in parentheses, exactly as given; never write any other link.'
                  : ''),
            },
            {
              role: 'user',
              content: `Question: ${question}\n\nFacts:\n${facts.join('\n') || '(none)'}\n\nDraft answer: ${draft}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`it answered HTTP ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('it answered no text');
      text = content.trim().slice(0, 2000);
    } catch (err) {
      this.ctx.log.warn({ err }, 'assistant: the language model did not answer');
      const why =
        err instanceof Error && err.name === 'TimeoutError'
          ? 'it did not answer in time'
          : err instanceof Error
            ? err.message
            : 'it failed';
      return `${draft}\n\n(The language model could not phrase this answer — ${why} — so this is the answer as found in Campus.)`;
    }
    const allowed = new Set(sources.map((r) => r.url));
    const links = linksIn(text);
    const foreign = links.filter((l) => !allowed.has(l));
    if (foreign.length > 0 || (cited.length > 0 && !cited.some((r) => links.includes(r.url)))) {
      this.ctx.log.warn(
        { foreign },
        'assistant: the language model cited what was not retrieved; using the retrieval answer',
      );
      return draft;
    }
    return text;
  }

  /** What the assistant can do on this server, for the caller's role (GET /api/chatbot/capabilities). */
  async capabilities(user: Principal): Promise<ChatbotCapabilities> {
    return {
      passages: { enabled: true, count: await passageCount(this.db) },
      personalIntents: RULES.filter((r) => r.roles.includes(user.role)).map((r) => r.id),
      llm: { configured: this.ctx.config.llm != null },
    };
  }

  private async ownSession(userId: string, sessionId: string) {
    const [s] = await this.db
      .select()
      .from(chatbotSessions)
      .where(and(eq(chatbotSessions.id, sessionId), eq(chatbotSessions.userId, userId)))
      .limit(1);
    if (!s) throw notFound('Chat session not found.');
    return s;
  }

  async history(
    user: Principal,
    q: OperationQuery<'getChatbotHistory'>,
  ): Promise<ChatbotHistoryPage> {
    let sessionId = q.sessionId;
    if (sessionId) await this.ownSession(user.id, sessionId);
    else {
      const [latest] = await this.db
        .select({ id: chatbotSessions.id })
        .from(chatbotSessions)
        .where(eq(chatbotSessions.userId, user.id))
        .orderBy(desc(chatbotSessions.lastMessageAt), desc(chatbotSessions.id))
        .limit(1);
      if (!latest) {
        // No session, so no cursor can be one of its pages.
        if (q.cursor) throw badRequest(invalidCursorMessage);
        return { items: [], nextCursor: null, pageSize: q.pageSize };
      }
      sessionId = latest.id;
    }
    // Newest first by `seq` (chatbot_messages_session_idx), the page then turned oldest first.
    const page = keysetPage(historyKeyset, cursorScope({ sessionId }), q);
    const read = await this.db
      .select({ m: chatbotMessages, keys: keysetKeys(historyKeyset) })
      .from(chatbotMessages)
      .where(and(eq(chatbotMessages.sessionId, sessionId), page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    return {
      items: items.map((r) => toMessage(r.m)).reverse(),
      nextCursor,
      pageSize,
      sessionId,
    };
  }

  async sessions(
    user: Principal,
    q: OperationQuery<'listChatbotSessions'>,
  ): Promise<ChatbotSessionPage> {
    const page = keysetPage(sessionsKeyset, cursorScope({}), q);
    const read = await this.db
      .select({ s: chatbotSessions, keys: keysetKeys(sessionsKeyset) })
      .from(chatbotSessions)
      .where(and(eq(chatbotSessions.userId, user.id), page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    return {
      items: items.map(({ s }) => ({
        sessionId: s.id,
        title: s.title,
        messageCount: s.messageCount,
        lastMessageAt: s.lastMessageAt.toISOString(),
        createdAt: s.createdAt.toISOString(),
      })),
      nextCursor,
      pageSize,
    };
  }

  async deleteSession(user: Principal, sessionId: string): Promise<void> {
    const gone = await this.db
      .delete(chatbotSessions)
      .where(and(eq(chatbotSessions.id, sessionId), eq(chatbotSessions.userId, user.id)))
      .returning({ id: chatbotSessions.id });
    if (gone.length === 0) throw notFound('Chat session not found.');
  }
}

/** The links a model's text contains: app routes (/courses/…) and web addresses, as written. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s)\]>"']+|(?<![\w.:/])\/[a-z][\w\-/#.%?=&]*/gi) ?? [];
  return found.map((l) => l.replace(/[.,;:!?]+$/, ''));
}

function sqlIncrement(by: number) {
  return sql`${chatbotSessions.messageCount} + ${by}` as unknown as number;
}
