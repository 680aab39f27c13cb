// Loaded into the visual check's own server (node --import): the server's clock stands still at
// CAMPUS_CLOCK_START. A clock that ran from there would put the seed's "now" (and every time derived
// from it: "Nov 23, 10:00 AM", a login's last-seen) wherever a loaded machine's start-up happened to
// be — seconds to minutes later, a different minute on the page from run to run. Nothing the pictures
// need measures time by Date: timers (setTimeout) still run, and a token issued at the fixed instant
// stays valid at it.
const start = Date.parse(process.env.CAMPUS_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error('CAMPUS_CLOCK_START must be an ISO instant');
const RealDate = Date;

class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(start);
    else super(...args);
  }

  static now() {
    return start;
  }
}

globalThis.Date = FixedDate;
