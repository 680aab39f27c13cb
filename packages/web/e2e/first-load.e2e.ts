// The first-load JavaScript budgets (bench/budget.mjs): checked on the build's manifest, then each
// budgeted visit made in Chromium, so the manifest's figure is known to be what a browser receives.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetFailures,
  budgetReport,
  readBaseline,
  readManifest,
  servedGzipBytes,
  weighFirstLoads,
} from '../bench/budget.mjs';
import { apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = readManifest(dist);
const weighed = weighFirstLoads(manifest, (file) => servedGzipBytes(file, dist));
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('first-load JavaScript', () => {
  it('every budgeted first visit is within its budget (gzipped, from the build)', () => {
    console.log(budgetReport(weighed));
    expect(budgetFailures(weighed, readBaseline()).join('\n\n')).toBe('');
  });

  it.each(weighed.map((w) => [`${w.route} (${w.who})`, w] as const))(
    "Chromium's first visit of %s receives exactly the manifest's chunks, gzipped, byte for byte",
    async (_, visit) => {
      const { context, page } = await newPage(browser);
      if (visit.who !== 'visitor') {
        const { token } = await apiLogin(demo[visit.who as keyof typeof demo]);
        // The stored session is there before the first script runs (spec §9: the token in local
        // storage), so the visit is a signed-in user's first load, nothing loaded before it.
        await context.addInitScript((t) => localStorage.setItem('token', t), token);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // The encoding the budget counts. Chromium asks 127.0.0.1 (a secure context) for brotli too,
      // and the server would answer with its .br twins: smaller, so gzip is the bound.
      await page.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' });
      const responses = new Map<string, { path: string; encoding: string }>();
      const headerBytes = new Map<string, number>();
      cdp.on('Network.responseReceived', ({ requestId, response }) => {
        const path = new URL(response.url).pathname;
        if (!path.endsWith('.js')) return;
        const encoding = Object.entries(response.headers).find(
          ([name]) => name.toLowerCase() === 'content-encoding',
        )?.[1];
        responses.set(requestId, { path, encoding: encoding ?? 'identity' });
      });
      cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
        if (headersText) headerBytes.set(requestId, Buffer.byteLength(headersText));
      });
      // Chromium counts the response's headers in encodedDataLength (they arrive in an event of their
      // own, in either order): they are taken off once the page is quiet.
      const encoded = new Map<string, number>();
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        if (responses.has(requestId)) encoded.set(requestId, encodedDataLength);
      });
      const finishedPaths = () =>
        new Set([...encoded.keys()].map((requestId) => responses.get(requestId)!.path));
      await page.goto(visit.route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const expected = visit.chunks.map((c) => `/${c.file}`).sort();
      // Every chunk the manifest names arrives, and once the page is quiet no other did.
      await expect
        .poll(() => expected.filter((p) => !finishedPaths().has(p)), { timeout: 15_000 })
        .toEqual([]);
      await page.waitForLoadState('networkidle');
      await context.close();
      const received = new Map<string, number>();
      for (const [requestId, bytes] of encoded) {
        const { path } = responses.get(requestId)!;
        const headers = headerBytes.get(requestId);
        expect(headers, `the response headers of ${path}`).toBeDefined();
        received.set(path, bytes - headers!);
      }
      // Each file once: a file fetched twice would cost twice what the manifest counts.
      expect(received.size).toBe(encoded.size);

      // A file the manifest's list does not have is named by its module, for bench/budget.mjs.
      const unlisted = [...received.keys()]
        .filter((path) => !expected.includes(path))
        .map((path) => keyOf.get(path.slice(1)) ?? path);
      expect(unlisted, 'loaded, and not in bench/budget.mjs firstLoads').toEqual([]);
      expect([...received.keys()].sort()).toEqual(expected);
      // A file with a .gz twin comes with its length: its body is the twin, byte for byte. The few
      // without one are compressed as they are sent, in chunks whose framing Chromium counts too.
      const framing = 32;
      let chunked = 0;
      for (const r of responses.values()) {
        expect(r.encoding, r.path).toBe('gzip');
        const file = r.path.slice(1);
        const bytes = servedGzipBytes(file, dist);
        if (existsSync(join(dist, `${file}.gz`))) {
          expect(received.get(r.path), r.path).toBe(bytes);
        } else {
          chunked += 1;
          expect(received.get(r.path)! - bytes, r.path).toBeGreaterThanOrEqual(0);
          expect(received.get(r.path)! - bytes, r.path).toBeLessThanOrEqual(framing);
        }
      }
      const total = [...received.values()].reduce((a, b) => a + b, 0);
      expect(total - visit.total).toBeGreaterThanOrEqual(0);
      expect(total - visit.total).toBeLessThanOrEqual(chunked * framing);
      console.log(
        `${visit.route} (${visit.who}): Chromium received ${(total / 1024).toFixed(1)} KiB of gzipped JavaScript in ${received.size} files`,
      );
    },
  );
});
