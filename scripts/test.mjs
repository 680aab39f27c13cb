#!/usr/bin/env node
// The README's second command (`npm test`, or `pnpm test`): on a fresh clone it installs pnpm and the
// dependencies, makes sure Chromium is there for the browser tests (installing Debian's package where
// it may: as root, or with password-less sudo; otherwise it says exactly what to install and stops),
// then runs every test (`pnpm run test:all`). Arguments are passed on to nothing: it is all or none.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies, ensurePnpm, run, say } from './bootstrap.mjs';
import { CHROMIUM, HEADLESS_SHELL as SHELL } from './chromium.mjs';

// Debian's Chromium and its headless shell (chromium.mjs says who runs in which). The shell is
// installed where apt may; without it the journeys and stories run in Chromium itself, slower.
// The visual check's pictures (packages/web/e2e/visual.e2e.ts) draw Inter (bundled) and, for what
// Inter's subset lacks (₹, code), these Debian fonts: the baselines were taken with exactly this set
// (fontconfig's fallback picks among what is installed, so a missing face, e.g. DejaVu's obliques in
// -extra, would be synthesised and draw other pixels). One file of each package tells it is there.
const FONTS = {
  'fonts-liberation': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'fonts-dejavu-extra': '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
};
const missingFonts = () =>
  Object.entries(FONTS)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
const ready = () => existsSync(CHROMIUM) && missingFonts().length === 0;

function ensureChromium() {
  if (ready() && existsSync(SHELL)) return;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (apt && (root || sudo)) {
    say(
      'installing Chromium for the browser tests (apt-get install chromium chromium-headless-shell)',
    );
    const prefix = root ? [] : ['sudo', '-n'];
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium', ...Object.keys(FONTS)],
      // A package of its own: where it is missing the rest still runs, in Chromium.
      ['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell'],
    ]) {
      const cmd = [...prefix, ...args];
      const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: aptEnv });
      if (r.status !== 0) break;
    }
  }
  if (ready()) {
    if (!existsSync(SHELL))
      say(`no ${SHELL}: the browser journeys run in Chromium itself (slower)`);
    return;
  }
  console.error(
    [
      '',
      `The story, browser and end-to-end tests need Chromium at ${CHROMIUM} and the fonts ${Object.keys(FONTS).join(', ')}; missing: ${[...(existsSync(CHROMIUM) ? [] : ['chromium']), ...missingFonts()].join(', ')}.`,
      apt
        ? `Install them with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell ${Object.keys(FONTS).join(' ')}`
        : `Install Chromium so that ${CHROMIUM} exists (on Debian or Ubuntu: apt-get install -y chromium).`,
      'Then run `npm test` again.',
    ].join('\n'),
  );
  process.exit(1);
}

ensureDependencies();
const env = ensurePnpm();
ensureChromium();
say('running every test (pnpm run test:all)');
run(env, 'pnpm', ['run', 'test:all']);
