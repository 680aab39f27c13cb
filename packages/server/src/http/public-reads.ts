// Public reads — the catalogue, programs, mentors, e-books: GET operations whose `x-roles` include
// `public` (issue 15).
//
// 1. Revalidation. Each answer carries a weak ETag of its JSON and `no-cache` (always ask, cheaply);
//    an If-None-Match that still matches gets 304 without a body. Without a token the answer is
//    everyone's (`public`: a shared cache may keep it too); with one, some of these add the caller's
//    own state (enrolment, …), so it is `private` and varies by Authorization.
// 2. A micro-cache (production only; tests and development see every change at once). Anonymous answers are kept in memory for PUBLIC_READ_TTL_MS and reused for the same
//    URL: a visitor burst on /courses costs one query per second instead of one per visitor (on PGlite,
//    one connection, queries queue). Any successful write on this instance empties it at once; other
//    instances (PostgreSQL behind a load balancer) and background jobs are seen within the TTL. An
//    answer computed while a write happened is not kept (the generation check), so the cache never
//    holds something older than the last local write.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from './contract';

export const PUBLIC_READ_TTL_MS = 1000;
const MAX_ENTRIES = 500;

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when an anonymous public read started (undefined: not cacheable). */
    publicGeneration?: number;
  }
}

export function isPublicRead(op: Operation): boolean {
  return op.method === 'GET' && op.roles.includes('public') && op.operationId !== 'getHealth';
}

export class PublicReadCache {
  private readonly entries = new Map<string, { body: string; at: number }>();
  private current = 0;

  constructor(
    private readonly ttlMs = PUBLIC_READ_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.current;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.current) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { body, at: this.now() });
  }

  invalidate(): void {
    this.current++;
    this.entries.clear();
  }
}

/**
 * Wires the cache into the app: writes empty it; `serveCached` answers a hit before the handler runs;
 * `onSend` (a route hook of each public read) adds the ETag, answers 304 and keeps fresh answers.
 */
export function publicReads(app: FastifyInstance, cache: PublicReadCache) {
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) cache.invalidate();
  });

  return {
    cache,
    /** True when it answered from memory (the handler must not run). */
    serveCached(req: FastifyRequest, reply: FastifyReply): boolean {
      if (req.headers.authorization) return false;
      const body = cache.get(req.url);
      if (body === undefined) {
        req.publicGeneration = cache.generation;
        return false;
      }
      void reply.type('application/json; charset=utf-8').send(body);
      return true;
    },
    async onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (req.publicGeneration !== undefined) cache.set(req.url, payload, req.publicGeneration);
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
