// Web push (push.yaml): the server's VAPID key, each person's subscriptions (subscriptions.ts), and
// the job that sends the push channel's deliveries to them (sender.ts).
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { PushSender } from './sender';
import { PushSubscriptions } from './subscriptions';

/** The push job's window: a push leaves about a second after its change committed. */
const PUSH_JOB_MS = 1_000;

export function pushHandlers(ctx: AppContext): Handlers {
  const subscriptions = new PushSubscriptions(ctx);
  const sender = new PushSender(ctx);
  ctx.extensions.jobs.push({
    name: 'push-deliveries',
    everyMs: PUSH_JOB_MS,
    run: async () => void (await sender.deliverDue()),
  });

  return defineHandlers({
    getPushKey: () => ({ publicKey: ctx.config.vapid.publicKey }),
    subscribePush: async (c) => {
      const { created, subscription } = await subscriptions.subscribe(me(c), c.params.id, c.body);
      if (created) c.reply.code(201);
      return subscription;
    },
    unsubscribePush: async (c) => {
      await subscriptions.unsubscribe(me(c), c.params.id, c.query.endpoint);
    },
  });
}
