// The page walks' checks (support/page-checks.ts) find what they look for: on a page made to break
// each rule, every check reports it; on the same page mended, none does.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './support/browser';
import {
  axeViolations,
  clippedTableActions,
  colourRules,
  scrollsSideways,
} from './support/page-checks';

const broken = `<!doctype html><html lang="en"><head><title>Checks</title><style>body{margin:0}</style></head><body><main>
  <h1>Checks</h1>
  <p style="color:#bbb;background:#fff">Faint words</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <div style="width:600px">Wide</div>
  <div style="overflow-x:auto;width:100px"><table><tbody><tr>
    <td style="min-width:300px">Row</td><td><button>Remove</button></td>
  </tr></tbody></table></div>
</main></body></html>`;

const mended = `<!doctype html><html lang="en"><head><title>Checks</title><style>body{margin:0}</style></head><body><main>
  <h1>Checks</h1>
  <p style="color:#222;background:#fff">Clear words</p>
  <img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <table><tbody><tr><td>Row</td><td><button>Remove</button></td></tr></tbody></table>
</main></body></html>`;

describe('the page checks', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    ({ context, page } = await newPage(browser, { width: 360 }));
    await page.setViewportSize({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('report every broken rule, and only the colour rules when asked for those', async () => {
    await page.setContent(broken);
    const all = await axeViolations(page, 'broken');
    expect(all.some((v) => v.startsWith('broken: image-alt'))).toBe(true);
    expect(all.some((v) => v.startsWith('broken: color-contrast'))).toBe(true);
    const colours = await axeViolations(page, 'broken', colourRules);
    expect(colours.map((v) => v.split(' ')[1])).toEqual(['color-contrast']);
    expect(await scrollsSideways(page, 'broken', 360)).toEqual([
      'broken: 600 px wide at 360 px (scrolls sideways)',
    ]);
    expect((await clippedTableActions(page, 'broken'))[0]).toMatch(/^broken: "Remove" is clipped/);
  });

  it('report nothing on the page mended', async () => {
    await page.setContent(mended);
    expect(await axeViolations(page, 'mended')).toEqual([]);
    expect(await scrollsSideways(page, 'mended', 360)).toEqual([]);
    expect(await clippedTableActions(page, 'mended')).toEqual([]);
  });
});
