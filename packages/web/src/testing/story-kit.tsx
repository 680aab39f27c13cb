import { Stack, Text } from '@campus/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import type { ToastRequest } from '../lib/feedback';

/**
 * What a machine asked the app to do (navigate, toast, alert), recorded for stories: the app shell
 * renders these for real; a story prints them so designers and play functions can see them.
 */
export function createEffectLog() {
  let entries: string[] = [];
  const listeners = new Set<() => void>();
  const add = (entry: string) => {
    entries = [...entries, entry];
    for (const listener of listeners) listener();
  };
  return {
    navigate: (to: string) => add(`Navigated to ${to}`),
    showToast: (toast: ToastRequest) =>
      add(
        `Toast (${toast.tone}${toast.durationMs ? `, ${toast.durationMs} ms` : ''}): ${toast.message}`,
      ),
    showAlert: (message: string) => add(`Alert: ${message}`),
    note: add,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
  };
}

export type EffectLog = ReturnType<typeof createEffectLog>;

export function EffectLogView({ log }: { log: EffectLog }) {
  const entries = useSyncExternalStore(log.subscribe, log.getSnapshot);
  return (
    <section aria-label="App effects" style={{ marginBlockStart: '1.5rem' }}>
      <Stack gap="xs">
        <Text size="sm" weight="semibold">
          App effects (toasts, alerts, navigation)
        </Text>
        {entries.length === 0 ? (
          <Text size="sm" tone="muted">
            None yet
          </Text>
        ) : (
          <ul data-testid="effect-log" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {entries.map((entry, index) => (
              <li key={index}>
                <Text as="span" size="sm">
                  {entry}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/**
 * A story's actor: created once, started by @xstate/react, then `prepare` drives it into the state
 * the story shows (events sent before start are queued and run on start).
 */
export function useStoryActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
  prepare?: (actor: ActorRefFrom<TLogic>) => void,
): ActorRefFrom<TLogic> {
  const actor = useActorRef(logic, options) as ActorRefFrom<TLogic>;
  const prepared = useRef(false);
  useEffect(() => {
    if (prepared.current) return;
    prepared.current = true;
    prepare?.(actor);
  }, [actor, prepare]);
  return actor;
}

/** A promise actor output that never settles: holds a machine in its pending state for a story. */
export const never = <T,>() => new Promise<T>(() => {});
