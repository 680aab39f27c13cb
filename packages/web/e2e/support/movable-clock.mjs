// Loaded only into the server a journey starts for itself with a movable clock (node --import, by
// clock-server.ts, which also opens the IPC channel): the process's clock — Date, and with it the
// app's ctx.now, the job queue's windows and PGlite's now() — runs from the real time plus an offset
// that the test sets by sending { clockAt: <ms since the epoch> } and that only moves forward. No
// server code knows of it: a server started any other way (npm start, the suite's server) has no
// such channel and no such clock. Timers (setTimeout) keep real time.
const RealDate = Date;
let offset = 0;

class MovableDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = MovableDate;

if (process.send) {
  process.on('message', (message) => {
    const at = message?.clockAt;
    if (typeof at !== 'number') return;
    offset = Math.max(offset, at - RealDate.now());
    process.send({ clockAt: RealDate.now() + offset });
  });
  // The channel must not keep the server alive when it is told to stop.
  process.channel?.unref();
}
