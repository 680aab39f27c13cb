import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { useActorValue } from './use-actor-value';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

describe('useActorValue', () => {
  it('reads undefined without an actor, then follows the actor it is given', () => {
    const actor = createActor(toggle).start();
    const { result, rerender } = renderHook(
      ({ a }: { a: typeof actor | undefined }) =>
        useActorValue(a, (snapshot) => (snapshot ? snapshot.matches('on') : 'no actor')),
      { initialProps: { a: undefined as typeof actor | undefined } },
    );
    expect(result.current).toBe('no actor');
    rerender({ a: actor });
    expect(result.current).toBe(false);
    act(() => actor.send({ type: 'flip' }));
    expect(result.current).toBe(true);
    act(() => actor.send({ type: 'flip' }));
    expect(result.current).toBe(false);
    actor.stop();
  });
});
