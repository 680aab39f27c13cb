import type { Checkout } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { campusError, fakePromise } from '../../testing/fake-actors';
import {
  createStateRecorder,
  doneEvent,
  errorEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  formatRupees,
  pendingPaymentMachine,
  selectError,
  selectIsOpening,
  shouldShowPendingPayment,
} from './pending-payment.machine';

const recorder = createStateRecorder();

function setupPayment() {
  const createCheckout = fakePromise<Checkout>();
  const openCheckout = vi.fn();
  const actor = recorder
    .visit(
      createActor(
        pendingPaymentMachine.provide({
          actors: { createCheckout: createCheckout.logic },
          actions: { openCheckout: (_, params) => openCheckout(params.url) },
        }),
      ),
    )
    .start();
  return { actor, createCheckout, openCheckout };
}

describe('pending payment (spec §1, §6)', () => {
  it.each([
    ['student', true],
    ['Student', true],
    ['mentor', false],
    ['admin', false],
    ['instructor', false],
  ] as const)('a %s sees the button: %s', (role, shown) => {
    expect(shouldShowPendingPayment({ role: role as 'student' })).toBe(shown);
    expect(shouldShowPendingPayment(null)).toBe(false);
  });

  it.each([
    [2500, '₹2,500'],
    [150000, '₹1,50,000'],
    [99.5, '₹99.50'],
  ])('shows %d as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('creates a checkout and opens its form in a new tab', async () => {
    const h = setupPayment();
    try {
      h.actor.send({ type: 'checkout.open' });
      expect(selectIsOpening(h.actor.getSnapshot())).toBe(true);
      h.actor.send({ type: 'checkout.open' });
      expect(h.createCheckout.calls).toHaveLength(1);
      h.createCheckout
        .last()
        .resolve({ url: 'https://pay.example/f/1', amount: 2500, reference: 'r1' });
      await waitFor(h.actor, (s) => s.matches('idle'));
      expect(h.openCheckout).toHaveBeenCalledWith('https://pay.example/f/1');
    } finally {
      h.actor.stop();
    }
  });

  it('a failure shows a message and can be retried', async () => {
    const h = setupPayment();
    try {
      h.actor.send({ type: 'checkout.open' });
      h.createCheckout.last().reject(campusError(500));
      await waitFor(h.actor, (s) => s.matches('failed'));
      expect(selectError(h.actor.getSnapshot())).toBe(
        'Could not open the payment form. Please try again.',
      );
      h.actor.send({ type: 'checkout.open' });
      expect(selectError(h.actor.getSnapshot())).toBeNull();
      h.createCheckout.last().reject(campusError(409, { message: 'Nothing to pay' }));
      await waitFor(h.actor, (s) => s.matches('failed'));
      expect(selectError(h.actor.getSnapshot())).toBe('Nothing to pay');
      expect(h.openCheckout).not.toHaveBeenCalled();
    } finally {
      h.actor.stop();
    }
  });

  it('the default opens the form with window.open in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const createCheckout = fakePromise<Checkout>();
    const actor = createActor(
      pendingPaymentMachine.provide({ actors: { createCheckout: createCheckout.logic } }),
    ).start();
    try {
      actor.send({ type: 'checkout.open' });
      createCheckout.last().resolve({ url: 'https://pay.example/f/2', amount: 1, reference: 'r' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(open).toHaveBeenCalledWith('https://pay.example/f/2', '_blank', 'noopener');
    } finally {
      actor.stop();
      open.mockRestore();
    }
  });

  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const reachable = reachableStateKeys(pendingPaymentMachine, {
      events: [
        { type: 'checkout.open' },
        doneEvent('createCheckout', { url: 'u', amount: 1, reference: 'r' }),
        errorEvent('createCheckout', campusError(500)),
      ],
    });
    expect(reachable).toEqual(['creatingCheckout', 'failed', 'idle']);
    recorder.expectToCover(reachable);
    expectStoriesToCover('pendingPayment', reachable);
  });
});
