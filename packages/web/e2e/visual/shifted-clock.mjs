// Loaded into the visual check's own server (node --import): the server's clock starts at
// CAMPUS_CLOCK_START and runs at the real pace from there, so the demo world is seeded at the same
// instant on every run (dates, "due in 2 days", the batch month) while timers, token lifetimes and
// every duration measured inside the server behave as usual.
const start = Date.parse(process.env.CAMPUS_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error('CAMPUS_CLOCK_START must be an ISO instant');
const RealDate = Date;
const offset = start - RealDate.now();
const now = () => RealDate.now() + offset;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now());
    else super(...args);
  }

  static now() {
    return now();
  }
}

globalThis.Date = ShiftedDate;
