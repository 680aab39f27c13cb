// Where the browser tests find Debian's Chromium (never `playwright install`, TOOLING.md), in its
// two packages of the same build:
// - `chromium`, the browser as people run it: the visual check (its baselines were drawn in it) and
//   web push (the headless shell denies notifications whatever a context grants) ask for it, and the benches measure in it;
// - `chromium-headless-shell`, the same Chromium without the desktop browser around the page (what
//   Playwright runs for headless tests by default): the journeys and the stories run in it when it
//   is installed. Over the whole e2e stage it took about 40 % less of the browser's CPU than the
//   full browser's headless mode (docs/testing.md).
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The browser for a headless test: the shell when installed, else Chromium itself. */
export const headlessBrowser = () => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
