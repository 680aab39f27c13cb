import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface NavEntry {
  label: string;
  href: string | null;
}

/**
 * What the main navigation holds, in order: the links on the row, then those the row folded into
 * "More" (read from its menu, which is opened and closed again). The row folds by measuring
 * (the kit's NavBar), and how much fits depends on the header's other contents — the clock's
 * digits, a payment amount — so a test of a role's navigation reads both.
 */
export async function navEntries(page: Page): Promise<NavEntry[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const read = (links: ReturnType<typeof nav.getByRole>) =>
    links.evaluateAll((els) =>
      els.map((el) => ({ label: el.textContent ?? '', href: el.getAttribute('href') })),
    );
  const row = await read(nav.getByRole('link'));
  const more = nav.getByRole('button', { name: 'More' });
  if (!(await more.isVisible())) return row;
  const menu = page.getByRole('menu');
  // On a busy machine the menu may open after a try has given up, or the row may re-measure
  // between reading it and the click (More goes, or moves): a try that does not see the menu
  // answers the row alone, and the caller's poll reads again — from the menu already open, if it
  // opened late, rather than clicking More closed.
  if ((await more.getAttribute('aria-expanded')) !== 'true') {
    try {
      await more.click({ timeout: 2_000 });
      await menu.waitFor({ timeout: 2_000 });
    } catch {
      return row;
    }
  }
  const folded = await read(menu.getByRole('menuitem'));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
  return [...row, ...folded];
}

export const navLabels = async (page: Page) => (await navEntries(page)).map((e) => e.label);

/**
 * Follows the main navigation's link `label`, on the row or, where the row folded it, in "More"
 * (how much fits depends on the header's other contents, see navEntries).
 */
export async function followNav(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  // The row is measured after layout: wait until it shows the link or the More that folded it.
  const onRow = nav.getByRole('link', { name: label, exact: true });
  await expect.poll(async () => (await onRow.isVisible()) || (await more.isVisible())).toBe(true);
  if (await onRow.isVisible()) return onRow.click();
  await more.click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}
