/** Query keys of the payments feature, each with every input it depends on. */
export const paymentKeys = {
  intent: (orderId: string) => ['payment-intent', orderId] as const,
};
