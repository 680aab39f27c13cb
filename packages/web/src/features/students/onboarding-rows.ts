import type { OnboardingRow } from '@campus/sdk';

const clean = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** Splits one CSV line on commas outside double quotes (names like "Rao, Asha"). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map(clean);
}

/**
 * What an admin pastes or uploads, as onboarding rows: one email per line, or a CSV whose header
 * names an `email` column (and optionally `name`), or header-less `name,email` / `email,name`
 * lines (the cell with an @ is the email). Blank lines are skipped; everything else becomes a row,
 * so the server's dry run can say what is wrong with it rather than the row vanishing.
 */
export function parseOnboardingRows(text: string): OnboardingRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim());
  if (lines.length === 0) return [];
  const header = cells(lines[0]!).map((c) => c.toLowerCase());
  const emailAt = header.findIndex((c) => c === 'email' || c === 'e-mail' || c === 'email address');
  if (emailAt >= 0) {
    const nameAt = header.findIndex((c) => c === 'name' || c === 'full name');
    return lines.slice(1).map((line) => {
      const row = cells(line);
      const name = nameAt >= 0 ? row[nameAt] : undefined;
      return { email: row[emailAt] ?? '', ...(name ? { name } : {}) };
    });
  }
  return lines.flatMap((line) => {
    // A pasted list may put several addresses on one line, separated by ; or spaces.
    const row = cells(line);
    if (row.length === 1) {
      return row[0]!
        .split(/[;\s]+/)
        .filter(Boolean)
        .map((email) => ({ email }));
    }
    const emailCell = row.findIndex((c) => c.includes('@'));
    const at = emailCell >= 0 ? emailCell : row.length - 1;
    const name = row
      .filter((_, i) => i !== at)
      .join(' ')
      .trim();
    return [{ email: row[at] ?? '', ...(name ? { name } : {}) }];
  });
}
