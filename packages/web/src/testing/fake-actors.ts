import { CampusError, messages, type FieldProblem } from '@campus/sdk';
import { fromCallback, fromPromise, type AnyEventObject, type NonReducibleUnknown } from 'xstate';

export interface PendingCall<TOutput, TInput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor the test settles by hand: every invocation is recorded with its input and waits
 * until the test resolves or rejects it, so ordering can be asserted step by step.
 */
export function fakePromise<TOutput, TInput = NonReducibleUnknown>() {
  const calls: PendingCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    /** The most recent call; throws if there was none, so a missing call fails loudly. */
    last(): PendingCall<TOutput, TInput> {
      const call = calls.at(-1);
      if (!call) throw new Error('the fake actor was never invoked');
      return call;
    },
  };
}

/**
 * A callback actor the test drives: `emit` plays the outside world sending to the machine,
 * `received` lists what the machine sent to the actor, `running` tells whether it is alive.
 */
export function fakeCallback<TEvent extends AnyEventObject = AnyEventObject, TInput = unknown>() {
  const state = {
    running: false,
    starts: 0,
    stops: 0,
    inputs: [] as TInput[],
    received: [] as TEvent[],
    sendBack: undefined as ((event: AnyEventObject) => void) | undefined,
  };
  const logic = fromCallback<TEvent, TInput>(({ sendBack, receive, input }) => {
    state.running = true;
    state.starts += 1;
    state.inputs.push(input);
    state.sendBack = sendBack as (event: AnyEventObject) => void;
    receive((event) => state.received.push(event));
    return () => {
      state.running = false;
      state.stops += 1;
    };
  });
  return {
    logic,
    state,
    emit(event: AnyEventObject) {
      if (!state.sendBack || !state.running) throw new Error('the fake actor is not running');
      state.sendBack(event);
    },
  };
}

/** A normalised SDK failure, as every SDK function rejects with. */
export function campusError(
  status: number,
  options: { message?: string; errors?: FieldProblem[]; retryAfter?: number } = {},
): CampusError {
  const serverMessage = options.message;
  return new CampusError({
    status,
    message:
      serverMessage ??
      (status === 0 ? messages.network : status >= 500 ? messages.server : messages.unknown),
    errors: options.errors ?? [],
    retryAfter: options.retryAfter,
    serverMessage,
  });
}

/** Lets settled promises hand their results to the actors (microtasks), without real waiting. */
export const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {});
