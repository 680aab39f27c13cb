// Public reads — the catalogue, programs, mentors, e-books: GET operations whose `x-roles` include
// `public` and that answer JSON.
//
// 1. Revalidation. Each answer carries a weak ETag of its JSON and `no-cache` (always ask, cheaply);
//    an If-None-Match that still matches gets 304 without a body. Without a token the answer is
//    everyone's (`public`: a shared cache may keep it too); with one, some of these add the caller's
//    own state (enrolment, …), so it is `private` and varies by Authorization.
// 2. A micro-cache (lib/read-cache.ts: production only, a second, forgotten by any write through this
//    instance). Anonymous answers are reused for the same URL: a visitor burst on /courses costs one
//    query per second instead of one per visitor (on PGlite, one connection, queries queue); other
//    instances (PostgreSQL behind a load balancer) and background jobs are seen within the second.
// 3. Searches are limited per address: a `search` costs a query the cache
//    rarely saves (every keystroke is a new URL), and these operations need no account, so the
//    address is the only key. A person typing stays far below it; a script gets 429 with Retry-After.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeyedBuckets } from '../lib/rate-limit';
import type { ReadCache } from '../lib/read-cache';
import type { Operation } from './contract';
import { tooManyRequests } from './errors';

/** Searches of public reads per address: a burst of 30, then one every 2 seconds. */
export const PUBLIC_SEARCH_LIMIT = { capacity: 30, perSecond: 0.5 };

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when an anonymous public read started (undefined: not cacheable). */
    publicGeneration?: number;
  }
}

/**
 * A public GET answering JSON. Other answers (a calendar feed's iCalendar, reached by a secret in
 * its URL) are not kept, revalidated as JSON or marked `public` for shared caches.
 */
export function isPublicRead(op: Operation): boolean {
  return (
    op.method === 'GET' &&
    op.roles.includes('public') &&
    op.operationId !== 'getHealth' &&
    op.responses.get(op.successStatus) !== null
  );
}

/**
 * `serveCached` answers a kept anonymous read before the handler runs; `onSend` (a route hook of each
 * public read) adds the ETag, answers 304 and keeps fresh answers.
 */
export function publicReads(cache: ReadCache<string>, clock: () => number) {
  const searches = new KeyedBuckets(PUBLIC_SEARCH_LIMIT, clock);
  return {
    cache,
    /** Refuses a search past the address's limit (before the cache: a kept answer counts too). */
    admitSearch(req: FastifyRequest): void {
      const search = (req.query as Record<string, unknown> | undefined)?.search;
      if (typeof search !== 'string' || search.trim() === '') return;
      const wait = searches.take(req.ip);
      if (wait > 0)
        throw tooManyRequests('Too many searches in a short time. Please wait a moment.', wait);
    },
    /** True when it answered from memory (the handler must not run). */
    serveCached(req: FastifyRequest, reply: FastifyReply): boolean {
      if (req.headers.authorization) return false;
      const body = cache.peek(req.url);
      if (body === undefined) {
        req.publicGeneration = cache.generation;
        return false;
      }
      void reply.type('application/json; charset=utf-8').send(body);
      return true;
    },
    async onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (req.publicGeneration !== undefined) cache.put(req.url, payload, req.publicGeneration);
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      reply.header('vary', 'Authorization');
      reply.header(
        'cache-control',
        `${req.headers.authorization ? 'private' : 'public'}, no-cache`,
      );
      const asked = req.headers['if-none-match'];
      if (asked && asked.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
        reply.code(304);
        return '';
      }
      return payload;
    },
  };
}
