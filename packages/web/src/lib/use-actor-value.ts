import { useCallback, useSyncExternalStore } from 'react';

interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * One value of an actor's snapshot — a flag, a count, a message — read on screens of a visitor's
 * first load (the login form, the chat's launcher), where the actor may not exist yet (the root
 * actors load on first use): `select` then gets `undefined`.
 *
 * @xstate/react's `useSelector` does the same for any value, but its module brings XState's
 * runtime with it; this needs nothing but React. `select` must return a primitive or a stored
 * reference (it is compared with Object.is on every read), which is all these screens need.
 */
export function useActorValue<TSnapshot, T>(
  actor: Observable<TSnapshot> | undefined,
  select: (snapshot: TSnapshot | undefined) => T,
): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => select(actor?.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}
