/**
 * The Pending Payment button (spec §1, §6): a student opens the payment provider's form in a new
 * tab. The form's address comes from `createCheckout`, which also says the amount due.
 *
 * States: `idle` → `creatingCheckout` → `idle` (the tab opened) | `failed` (a message shows; the
 * button can be pressed again).
 *
 * Wiring contract: the widget renders only for students (see `shouldShowPendingPayment`). The app
 * may provide `openCheckout`; it defaults to `window.open(url, '_blank', 'noopener')`, which the
 * browser allows because the click started it moments before.
 */
import { createCheckout, normalizeError, type Checkout, type User } from '@campus/sdk';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const paymentMessages = {
  label: 'Pending Payment',
  opening: 'Opening payment form...',
  /** Not worded by the spec. */
  failed: 'Could not open the payment form. Please try again.',
} as const;

/** Spec §6: only students see the button. */
export function shouldShowPendingPayment(user: Pick<User, 'role'> | null): boolean {
  return user?.role.toLowerCase() === 'student';
}

/** Spec §6, §9: the amount shows, in rupees, when it is above 0. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export interface PendingPaymentContext {
  error: string | null;
}

export type PendingPaymentEvent = { type: 'checkout.open' };

export const pendingPaymentMachine = setup({
  types: {
    context: {} as PendingPaymentContext,
    events: {} as PendingPaymentEvent,
  },
  actors: {
    createCheckout: fromPromise<Checkout>(() => createCheckout()),
  },
  actions: {
    openCheckout: (_, params: { url: string }) => {
      window.open(params.url, '_blank', 'noopener');
    },
  },
}).createMachine({
  id: 'pendingPayment',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'checkout.open': 'creatingCheckout' },
    },
    creatingCheckout: {
      entry: assign({ error: null }),
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        onDone: {
          target: 'idle',
          actions: { type: 'openCheckout', params: ({ event }) => ({ url: event.output.url }) },
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              normalizeError(event.error).serverMessage ?? paymentMessages.failed,
          }),
        },
      },
    },
    failed: {
      on: { 'checkout.open': 'creatingCheckout' },
    },
  },
});

type PendingPaymentSnapshot = SnapshotFrom<typeof pendingPaymentMachine>;

export const selectIsOpening = (snapshot: PendingPaymentSnapshot) =>
  snapshot.matches('creatingCheckout');
export const selectError = (snapshot: PendingPaymentSnapshot) => snapshot.context.error;
