// Starts Campus: configuration from the environment, the database migrated, demo data on first start,
// then the API, the socket server and the web app on one port. Stops gracefully on SIGINT/SIGTERM:
// in-flight requests finish, sockets close, the database closes.
import { buildApp } from './app';
import { ConfigError } from './config';
import { seedDemoWorld, DEMO_LOGINS } from './seed/index';

async function main() {
  let campus;
  try {
    campus = await buildApp();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, ctx } = campus;

  if (ctx.config.seedDemo) {
    const seeded = await seedDemoWorld(ctx);
    if (seeded) app.log.info('seeded the demo world');
  }

  const url = await campus.listen();
  const shown = ctx.config.publicUrl || url;
  // Printed plainly (not as a JSON log line) because a person reads it.
  console.log(
    [
      '',
      `  Campus is running at ${shown}`,
      `  Database: ${ctx.database.kind}${ctx.database.kind === 'pglite' ? ` (${ctx.config.dataDir})` : ''}`,
      ctx.mailInbox
        ? `  Mail: ${ctx.mailInbox} (local mail catcher: setup and reset links arrive here)`
        : '',
      ctx.config.seedDemo ? '  Demo logins (password campus123):' : '',
      ...(ctx.config.seedDemo ? DEMO_LOGINS.map((l) => `    ${l.role.padEnd(10)} ${l.email}`) : []),
      '',
    ]
      .filter((l) => l !== '')
      .join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
