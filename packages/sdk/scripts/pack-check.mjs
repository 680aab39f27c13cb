// Proves the SDK works for a team outside this workspace: build, `pnpm pack`, install the tarball
// into a scratch project with npm, type-check a consumer under strict NodeNext resolution, and run
// it against a tiny local HTTP server.
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = resolve(sdk, 'node_modules', '.bin', 'tsc');
const scratch = mkdtempSync(join(tmpdir(), 'campus-sdk-consumer-'));
const run = (cmd, cwd) =>
  execSync(cmd, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  // No build first: `prepack` builds dist/, so a plain `pnpm pack` never ships a package without it.
  run(`pnpm pack --pack-destination ${scratch}`, sdk);
  const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack made no tarball');

  const pkg = JSON.parse(run('node -p "JSON.stringify(require(\'./package.json\'))"', sdk));
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'sdk-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@campus/sdk': `file:./${tarball}`,
        msw: pkg.devDependencies.msw,
        '@faker-js/faker': pkg.devDependencies['@faker-js/faker'],
        '@types/node': '20.19.43',
      },
    }),
  );
  run('npm install --no-audit --no-fund --loglevel=error', scratch);

  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        lib: ['ES2023', 'DOM'],
      },
      include: ['consumer.ts'],
    }),
  );
  // The five-line example of the SDK's README, plus the two other entry points.
  writeFileSync(
    join(scratch, 'consumer.ts'),
    `import { createServer } from 'node:http';
import { configure, login, loginErrorMessage, type AuthResponse } from '@campus/sdk';
import { loginBody } from '@campus/sdk/zod';
import { getCampusMockHandlers } from '@campus/sdk/msw';

const user = { _id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', name: 'Asha', email: 'asha@campus.test', role: 'student', isActive: true, pendingAmount: 0, createdAt: '2026-11-01T00:00:00Z' };
const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/api/auth/login' && req.headers.authorization === undefined) {
    res.end(JSON.stringify({ user, token: 'abc' }));
  } else {
    res.statusCode = 429;
    res.end(JSON.stringify({ message: 'Too many', retryAfter: 4 }));
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as { port: number };

configure({ baseURL: 'http://127.0.0.1:' + port, getToken: () => null });
const result: AuthResponse = await login(loginBody.parse({ email: 'asha@campus.test', password: 'campus123' }));
if (result.user.name !== 'Asha' || result.token !== 'abc') throw new Error('unexpected login result');
configure({ getToken: () => 'abc' });
const text = await login({ email: 'asha@campus.test', password: 'x' }).then(() => '', loginErrorMessage);
if (text !== 'Too many login attempts. Please wait 4 minutes before trying again.') throw new Error(text);
if (getCampusMockHandlers().length < 20) throw new Error('msw handlers missing');
server.close();
console.log('consumer ok');
`,
  );
  run(`${tsc} -p tsconfig.json`, scratch);
  // Node 20 cannot run .ts: compile the consumer to plain JS and run it.
  run(`${tsc} -p tsconfig.json --noEmit false --outDir out`, scratch);
  const out = run('node out/consumer.js', scratch);
  if (!out.includes('consumer ok')) throw new Error(`consumer failed: ${out}`);
  console.log(
    'Packed @campus/sdk installs, type-checks (NodeNext) and works from a scratch project.',
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
