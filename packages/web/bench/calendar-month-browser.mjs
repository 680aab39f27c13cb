#!/usr/bin/env node
// The calendar's month view with 500 events, rendered in a real Chromium (`pnpm bench`).
//
// 1. Builds bench/month-page (the app's MonthGrid with 500 events, React's production build) with
//    Vite into a temporary folder, with the app's plugins (vanilla-extract, React) and the same
//    resolve conditions, so the component and its styles are what the app ships.
// 2. Serves it on 127.0.0.1 and opens it in /usr/bin/chromium through playwright-core, 1280 px wide.
// 3. Mounts the month RUNS + 1 times on a fresh root each; each render is the performance measure
//    between the marks `month-start` (before React gets the events) and `month-end` (the frame after
//    the commit is painted). The first run warms the code up and is left out.
// 4. Prints the median and the slowest run, and exits 1 when the median is above BUDGET_MS.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const EVENTS_LINKS = 42 * 3; // three events listed in each of the 42 days, the rest behind "N more"
const RUNS = 11;
const BUDGET_MS = 100;

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, 'month-page');
const outDir = mkdtempSync(join(tmpdir(), 'campus-month-bench-'));

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function main() {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin(), react()],
    resolve: { conditions: ['campus-source', ...defaultClientConditions] },
    // The page carries the stories' fixtures (and the SDK's mocks with them): size is not its point.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://bench').pathname;
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(outDir)) {
      res.writeHead(403).end();
      return;
    }
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => res.writeHead(404).end())
      .pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    const { times, links } = await page.evaluate(
      (runs) =>
        /** @type {{ renderMonths: (runs: number) => Promise<{ times: number[]; links: number }> }} */ (
          /** @type {unknown} */ (window)
        ).renderMonths(runs),
      RUNS + 1,
    );
    const measured = times.slice(1).sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 10) / 10;
    const results = {
      events: 500,
      runs: RUNS,
      medianMs: round(measured[Math.floor(measured.length / 2)] ?? NaN),
      maxMs: round(measured.at(-1) ?? NaN),
      firstRunMs: round(times[0] ?? NaN),
      eventLinks: links,
    };
    console.log(`calendar month in Chromium ${JSON.stringify(results)}`);
    if (links !== EVENTS_LINKS) {
      console.error(`The month listed ${links} events, not ${EVENTS_LINKS}: it did not render.`);
      process.exitCode = 1;
    } else if (!(results.medianMs <= BUDGET_MS)) {
      console.error(
        `The month took ${results.medianMs} ms to render, over the ${BUDGET_MS} ms budget.`,
      );
      process.exitCode = 1;
    } else {
      console.log(`Within the ${BUDGET_MS} ms budget.`);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
