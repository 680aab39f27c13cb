// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  firstLoadKeys,
  stableName,
  toBaseline,
  weighFirstLoads,
  type FirstLoad,
  type Manifest,
} from './budget.mjs';

// A build in miniature: an entry, a page that imports a shared chunk, and a page that does not.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true },
  'src/app/routes/home.tsx': {
    file: 'assets/home-BBBBBBBB.js',
    imports: ['index.html', '_kit-CCCCCCCC.js'],
  },
  '_kit-CCCCCCCC.js': { file: 'assets/kit-CCCCCCCC.js', imports: ['index.html'] },
  'src/app/routes/login.tsx': { file: 'assets/login-DDDDDDDD.js', imports: ['index.html'] },
};
const KiB = 1024;
const sizes: Record<string, number> = {
  'assets/index-AAAAAAAA.js': 90 * KiB,
  'assets/home-BBBBBBBB.js': 2 * KiB,
  'assets/kit-CCCCCCCC.js': 3 * KiB,
  'assets/login-DDDDDDDD.js': 1 * KiB,
};
const loads: FirstLoad[] = [
  {
    route: '/',
    who: 'visitor',
    budget: 100 * KiB,
    modules: ['index.html', 'src/app/routes/home.tsx'],
  },
  {
    route: '/login',
    who: 'visitor',
    budget: 100 * KiB,
    modules: ['index.html', 'src/app/routes/login.tsx'],
  },
];
const weigh = (grown: Record<string, number> = {}) =>
  weighFirstLoads(manifest, (file) => grown[file] ?? sizes[file]!, loads);

describe('first-load budgets', () => {
  it('follows static imports once each, from every module of the visit', () => {
    expect(firstLoadKeys(manifest, ['index.html', 'src/app/routes/home.tsx']).sort()).toEqual([
      '_kit-CCCCCCCC.js',
      'index.html',
      'src/app/routes/home.tsx',
    ]);
  });

  it('passes a build within its budgets', () => {
    const weighed = weigh();
    expect(weighed.map((w) => [w.route, w.total, w.over])).toEqual([
      ['/', 95 * KiB, false],
      ['/login', 91 * KiB, false],
    ]);
    expect(budgetFailures(weighed, toBaseline(weighed))).toEqual([]);
  });

  it('fails a visit over budget and names the chunk that grew, with every chunk of the visit', () => {
    const baseline = toBaseline(weigh());
    // The shared chunk grew by 6 KiB: / goes over 100 KiB, /login (which does not load it) does not.
    const failures = budgetFailures(weigh({ 'assets/kit-CCCCCCCC.js': 9 * KiB }), baseline);
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    expect(failure).toContain('/ (visitor): 101.0 KiB of JavaScript gzipped');
    expect(failure).toContain('over its budget of 100.0 KiB by 1.0 KiB');
    expect(failure).toContain('_kit.js (assets/kit-CCCCCCCC.js): 9.0 KiB  <- grew +6.0');
    expect(failure).toMatch(/index\.html \(assets\/index-AAAAAAAA\.js\): 90\.0 KiB\n/);
    expect(failure).toMatch(
      /src\/app\/routes\/home\.tsx \(assets\/home-BBBBBBBB\.js\): 2\.0 KiB\n?/,
    );
  });

  it('marks a chunk the visit did not load before as new', () => {
    const baseline = { '/': { 'index.html': 90 * KiB, 'src/app/routes/home.tsx': 2 * KiB } };
    const [failure] = budgetFailures(weigh({ 'assets/index-AAAAAAAA.js': 96 * KiB }), baseline);
    expect(failure).toContain('_kit.js (assets/kit-CCCCCCCC.js): 3.0 KiB  <- new');
    expect(failure).toContain('index.html (assets/index-AAAAAAAA.js): 96.0 KiB  <- grew +6.0');
  });

  it('holds a visit whose budget is not met yet at its limit, and says the budget', () => {
    const held = loads.map((l) =>
      l.route === '/' ? { ...l, budget: 90 * KiB, limit: 95 * KiB } : l,
    );
    const within = weighFirstLoads(manifest, (file) => sizes[file]!, held);
    expect(budgetFailures(within)).toEqual([]);
    const grown = weighFirstLoads(
      manifest,
      (file) => (file === 'assets/home-BBBBBBBB.js' ? 3 * KiB : sizes[file]!),
      held,
    );
    const [failure] = budgetFailures(grown);
    expect(failure).toContain(
      'over its limit of 95.0 KiB (its budget, not met yet: 90.0 KiB) by 1.0 KiB',
    );
  });

  it('says plainly when a budgeted module is not in the manifest', () => {
    expect(() => firstLoadKeys(manifest, ['src/app/routes/gone.tsx'])).toThrow(
      "src/app/routes/gone.tsx is not in Vite's manifest",
    );
  });

  it('names shared chunks without their content hash, unless two would share a name', () => {
    expect(stableName('_kit-DFDuyTEP.js')).toBe('_kit.js');
    expect(stableName('_data-table-BmmYF-dH.js')).toBe('_data-table.js');
    expect(stableName('src/app/routes/mentor-sessions.tsx')).toBe(
      'src/app/routes/mentor-sessions.tsx',
    );
    const twoDists: Manifest = {
      ...manifest,
      'src/app/routes/login.tsx': {
        file: 'assets/login-DDDDDDDD.js',
        imports: ['_dist-EEEEEEEE.js', '_dist-FFFFFFFF.js'],
      },
      '_dist-EEEEEEEE.js': { file: 'assets/dist-EEEEEEEE.js' },
      '_dist-FFFFFFFF.js': { file: 'assets/dist-FFFFFFFF.js' },
    };
    const [, login] = weighFirstLoads(twoDists, () => KiB, loads);
    expect(login!.chunks.map((c) => c.name).sort()).toEqual([
      '_dist-EEEEEEEE.js',
      '_dist-FFFFFFFF.js',
      'index.html',
      'src/app/routes/login.tsx',
    ]);
  });
});
