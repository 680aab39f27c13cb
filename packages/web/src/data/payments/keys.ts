export const paymentKeys = {
  all: ['payments'] as const,
  receipt: (paymentId: string) => [...paymentKeys.all, 'receipt', paymentId] as const,
  /** A checkout seen by its signed reference (registration with payment). */
  checkout: (reference: string) => [...paymentKeys.all, 'checkout', reference] as const,
};
