import type { Page } from 'playwright-core';

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
  await more.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const folded = await read(menu.getByRole('menuitem'));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return [...row, ...folded];
}

export const navLabels = async (page: Page) => (await navEntries(page)).map((e) => e.label);
