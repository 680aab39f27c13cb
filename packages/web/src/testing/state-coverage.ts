import type { AnyActorLogic, AnyActorRef, EventFromLogic, InputFrom, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { expect } from 'vitest';

/** Every leaf of a state value as a dotted path: `{ panel: 'open', list: 'ready' }` → two keys. */
export function leafStateKeys(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leafStateKeys(child as StateValue, `${prefix}${key}.`),
  );
}

/** The event an invoked promise actor sends its parent when it resolves. */
export const doneEvent = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;

/** The event an invoked actor sends its parent when it fails. */
export const errorEvent = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as never;

export interface ReachabilityOptions<TLogic extends AnyActorLogic> {
  /** The events to try in every state (done/error events of invoked actors included). */
  events: readonly EventFromLogic<TLogic>[];
  input?: InputFrom<TLogic>;
  /**
   * The part of the context that guards read, when a state is only reachable through it (e.g. a
   * non-blank draft). Snapshots with the same value and the same key are one vertex.
   */
  contextKey?: (context: never) => string;
}

/**
 * Walks the machine with xstate/graph and returns every leaf state it can reach with the given
 * events. States are told apart by their value only, so context does not multiply the graph.
 */
export function reachableStateKeys<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ReachabilityOptions<TLogic>,
): string[] {
  const paths = getShortestPaths(logic, {
    events: options.events,
    ...(options.input === undefined ? {} : { input: options.input }),
    serializeState: (snapshot) => {
      const { value, context } = snapshot as { value: StateValue; context: never };
      return JSON.stringify([value, options.contextKey?.(context) ?? '']);
    },
  });
  const keys = new Set<string>();
  for (const path of paths) {
    for (const key of leafStateKeys((path.state as { value: StateValue }).value)) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * Records every leaf state the actors of a test file pass through. Each test starts its actor with
 * `visit(actor)`; the file's last test compares the record with what xstate/graph says is
 * reachable, so a state no test reaches fails the suite.
 */
export function createStateRecorder() {
  const visited = new Set<string>();
  return {
    visited,
    visit<TActor extends AnyActorRef>(actor: TActor): TActor {
      const record = (snapshot: { value?: StateValue }) => {
        if (snapshot.value !== undefined) {
          for (const key of leafStateKeys(snapshot.value)) visited.add(key);
        }
      };
      actor.subscribe({ next: record, error: () => {} });
      record(actor.getSnapshot() as { value?: StateValue });
      return actor;
    },
    expectToCover(reachable: readonly string[]) {
      const missed = reachable.filter((key) => !visited.has(key));
      expect(missed, `states no test reached`).toEqual([]);
    },
  };
}

/**
 * Story side of the coverage: a story declares the machine states it shows with
 * `parameters: { machineState: ['machineId.leaf.path', …] }` (leaf paths as `leafStateKeys` spells
 * them). The sources are read as text, so this check runs in the unit tests without rendering.
 */
const storySources = import.meta.glob<string>('../**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every `machineId.state` some story declares, with the story files that declare it. */
export function storyMachineStates(
  sources: Record<string, string> = storySources,
): Map<string, string[]> {
  const states = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, list = ''] of source.matchAll(/machineState:\s*\[([^\]]*)\]/g)) {
      for (const [, key = ''] of list.matchAll(/'([^']+)'/g)) {
        states.set(key, [...(states.get(key) ?? []), file]);
      }
    }
  }
  return states;
}

export interface StoryCoverageOptions {
  /**
   * States no feature widget shows (only the app shell does), each with the reason. Kept explicit
   * so the gap is visible and a new state never slips in silently.
   */
  withoutStory?: Readonly<Record<string, string>>;
}

/** Fails when a reachable state of `machineId` has no story declaring it. */
export function expectStoriesToCover(
  machineId: string,
  reachable: readonly string[],
  options: StoryCoverageOptions = {},
) {
  const declared = storyMachineStates();
  const missed = reachable.filter(
    (key) => !declared.has(`${machineId}.${key}`) && !(key in (options.withoutStory ?? {})),
  );
  expect(missed, `states of ${machineId} no story shows`).toEqual([]);
  const unknown = [...declared.keys()].filter(
    (key) =>
      key.startsWith(`${machineId}.`) && !reachable.includes(key.slice(machineId.length + 1)),
  );
  expect(unknown, `stories of ${machineId} declare states it cannot reach`).toEqual([]);
}
