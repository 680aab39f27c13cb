import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { PaymentsService } from './service';

export function paymentHandlers(ctx: AppContext): Handlers {
  const svc = new PaymentsService(ctx);
  return defineHandlers({
    createCheckout: (c) => svc.checkout(me(c).id),
    getPaymentReceipt: (c) => svc.receipt(me(c).id, c.params.paymentId),
    getCheckoutStatus: (c) =>
      svc.checkoutStatus({ reference: c.params.reference, signature: c.query.signature }),
    confirmPayment: (c) => {
      // The signature covers the exact bytes the provider sent (kept by the JSON parser in app.ts).
      svc.verifySignature(c.req.rawBody, String(c.headers['x-campus-signature']));
      return svc.confirm(c.body);
    },
  });
}
