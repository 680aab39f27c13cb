// IANA zone names as Intl accepts them; the contract's `timezone` fields are checked with this.

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
