#!/usr/bin/env node
// `pnpm db:generate --name <area>-<change> [--custom]`: drizzle-kit writes the migration from
// src/db/schema into src/db/migrations, named for the area and the change (users-mentor-status,
// messages-table), then the migrations are formatted. `--custom` writes an empty migration for SQL
// drizzle cannot express (triggers, backfills); its name ends in `_sql` (notification-counts_sql).
// The index prefix (0057_) is drizzle-kit's.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = /^[a-z0-9]+(-[a-z0-9]+)+$/;
const usage =
  'Usage: pnpm db:generate --name <area>-<change> [--custom], e.g. --name bookings-mentor-index, ' +
  'or --custom --name bookings-totals_sql for hand-written SQL.';

function fail(message) {
  console.error(`db:generate: ${message}\n${usage}`);
  process.exit(1);
}

const args = process.argv.slice(2);
let name;
let custom = false;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--custom') custom = true;
  else if (arg === '--name') name = args[++i];
  else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
  else fail(`"${arg}" is not an option it knows.`);
}
if (!name) fail('a migration needs a name that says its area and its change.');
const base = custom ? name.replace(/_sql$/, '') : name;
if (custom && !name.endsWith('_sql'))
  fail(`a custom migration's name ends in _sql ("${name}_sql").`);
if (!NAME.test(base)) {
  fail(`"${name}" is not <area>-<change>: lowercase words joined by hyphens, at least two.`);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, commandArgs) => {
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
run('drizzle-kit', ['generate', `--name=${name}`, ...(custom ? ['--custom'] : [])]);
run('prettier', ['--log-level', 'warn', '--write', 'src/db/migrations']);
