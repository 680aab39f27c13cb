// Live classes' times on the wire: whole seconds, minutes as milliseconds.

/** ISO-8601 without milliseconds: 2026-11-03T09:50:00Z. */
export const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const MINUTE = 60_000;
