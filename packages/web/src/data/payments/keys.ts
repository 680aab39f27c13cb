export const paymentKeys = {
  all: ['payments'] as const,
  receipt: (paymentId: string) => [...paymentKeys.all, 'receipt', paymentId] as const,
};
