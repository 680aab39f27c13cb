// What the rest of the server may use of payments: the provider's form URL (registration with
// payment), the webhook signature (the auth suite signs a confirmation) and the sandbox checkout
// pages the server mounts when no provider is configured.
export { registerPaymentSandbox } from './sandbox';
export { paymentFormUrl, signPayload } from './service';
