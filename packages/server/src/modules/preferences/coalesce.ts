// The digest's coalescing rule: notifications about the same thing (the same event about the same
// entity — its id, else its link, else its words) made within COALESCE_MS of the previous one are
// listed once, as the latest of them with how many there were. A due date changed three times in five
// minutes is one line; the same task changed in the morning and again in the evening is two.
import type { DigestEntry, NoticeContent } from './notification-mails';

export const COALESCE_MS = 15 * 60_000;

const sameThing = (n: NoticeContent) =>
  `${n.event}|${n.data.entityId ?? n.data.link ?? n.data.message}`;

/** `items` in the order they were made, coalesced; each entry keeps the place of its first item. */
export function coalesce(items: Array<NoticeContent & { createdAt: Date }>): DigestEntry[] {
  const sorted = [...items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const entries: DigestEntry[] = [];
  const latest = new Map<string, DigestEntry>();
  for (const item of sorted) {
    const key = sameThing(item);
    const open = latest.get(key);
    if (open && item.createdAt.getTime() - open.createdAt.getTime() <= COALESCE_MS) {
      Object.assign(open, { ...item, times: open.times + 1 });
      continue;
    }
    const entry: DigestEntry = { ...item, times: 1 };
    entries.push(entry);
    latest.set(key, entry);
  }
  return entries;
}
