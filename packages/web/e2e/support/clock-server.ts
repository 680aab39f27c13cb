import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startOwnServer, type OwnServer } from './own-server';

const here = dirname(fileURLToPath(import.meta.url));

export interface ClockServer extends OwnServer {
  /** Moves the server's clock forward to `at` (ms since the epoch); resolves once it reads so. */
  setClock(at: number): Promise<void>;
}

/**
 * A server of the journey's own whose clock the test moves (movable-clock.mjs, through the IPC
 * channel of the process it spawns): for what happens at an hour of the day, such as the digest.
 */
export async function startClockServer(name: string): Promise<ClockServer> {
  const clock = pathToFileURL(resolve(here, 'movable-clock.mjs')).href;
  const own = await startOwnServer(
    name,
    { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${clock}`.trim() },
    ['ignore', 'ignore', 'inherit', 'ipc'],
  );
  const child = own.process;
  child.channel?.unref();
  return {
    ...own,
    setClock: (at) =>
      new Promise((resolveSet, reject) => {
        const onMessage = (m: { clockAt?: number }) => {
          if (typeof m?.clockAt !== 'number') return;
          child.off('message', onMessage);
          if (m.clockAt >= at) resolveSet();
          else
            reject(new Error(`the server's clock stayed at ${new Date(m.clockAt).toISOString()}`));
        };
        child.on('message', onMessage);
        child.send({ clockAt: at });
      }),
  };
}
