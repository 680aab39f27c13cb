// Fixed ids for the demo world. Lists that order by a time and break ties on the id (the popular
// courses, a student's expired courses, the admin's users: rows the seed writes at one instant)
// would otherwise come out in a new order on every fresh seed, so two fresh starts would not show
// the same page (the visual check's pictures, e2e/visual). Ids rather than distinct created_at
// instants: the tie-break stays what the product does, the seed's times stay the story it tells, and
// every id (links, cursors, a row found by id in a test) is the same from one fresh seed to the next.
import { createHash } from 'node:crypto';

// The namespace of the demo world's names (a UUID v4 chosen once).
const NAMESPACE = Buffer.from('6f1c2d0e9b7a4c3e8a51d2f4b6c8e0a3', 'hex');

/** The UUID v5 (RFC 9562, SHA-1 of namespace and name) of a demo row, e.g. `user:admin@campus.test`. */
export function seedId(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
