// What the rest of the server may use of payments: the checkout and its provider's form URL
// (registration with payment), the checkout's signed reference (the receipt page's key, which also
// lets its holder resend the setup mail), the webhook signature (the auth suite signs a
// confirmation) and the sandbox checkout pages the server mounts when no provider is configured.
export { registerPaymentSandbox } from './sandbox';
export {
  checkoutAccess,
  openCheckout,
  paymentFormUrl,
  findCheckout,
  signPayload,
  validCheckoutAccess,
} from './service';
