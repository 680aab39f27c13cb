// The demo's payment provider (issue 14): without PAYMENT_URL, the Pending Payment button opens this
// server's own checkout page instead of a host that does not exist. It behaves as a provider would:
// it shows the amount in ₹, the student chooses Pay or Fail, the "provider" sends its signed
// confirmation to the webhook (the very route a real provider calls, signature checked the same
// way), then returns the student to the app's receipt. No money moves; a real provider is
// configured with PAYMENT_URL, and then this page does not exist (404).
//
// These are HTML pages of a provider, not Campus API operations, so they are not in the contract.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { RECEIPT_PATH, SANDBOX_PATH, sandboxSignature, signPayload } from './service';

interface CheckoutFields {
  reference?: string;
  amount?: string;
  sig?: string;
  outcome?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Campus sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a;background:#fafafa}
main{background:#fff;border:1px solid #d4d4d4;border-radius:12px;padding:1.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}
.note{background:#fff7d6;border:1px solid #b38600;border-radius:8px;padding:.5rem .75rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:2px solid #1d4ed8;cursor:pointer}
button:focus-visible{outline:3px solid #111;outline-offset:2px}
.pay{background:#1d4ed8;color:#fff}.fail{background:#fff;color:#1d4ed8}
</style></head>
<body><main>${body}</main></body></html>`;
}

/** The checkout link's fields, if its signature is one this server made. */
function verified(
  ctx: AppContext,
  f: CheckoutFields,
): { reference: string; amount: number } | null {
  const { reference, amount, sig } = f;
  if (!reference || !amount || !sig || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const expected = Buffer.from(
    sandboxSignature(ctx.config.paymentWebhookSecret, reference, amount),
  );
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { reference, amount: Number(amount) };
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      page(
        'Cannot pay',
        `<h1>This payment link cannot be used</h1><p role="alert">${escapeHtml(message)}</p>`,
      ),
    );
}

export async function registerPaymentSandbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // A provider's page posts an ordinary form; only this scope parses one.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(SANDBOX_PATH, async (req, reply) => {
      const q = req.query as CheckoutFields;
      const link = verified(ctx, q);
      if (!link)
        return refuse(
          reply,
          400,
          'The link is incomplete or was changed. Open the payment again from Campus.',
        );
      const hidden = (['reference', 'amount', 'sig'] as const)
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k]!)}">`)
        .join('');
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Pay',
          `<h1>Campus sandbox checkout</h1>
<p class="note">This is the demo's test checkout: no money moves. Choose Pay to confirm the payment or Fail to see a failed one.</p>
<p>Amount to pay</p>
<p class="amount">${escapeHtml(rupees(link.amount))}</p>
<form method="post" action="${SANDBOX_PATH}">${hidden}
<div class="actions">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(rupees(link.amount))}</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail the payment</button>
</div></form>`,
        ),
      );
    });

    scope.post(SANDBOX_PATH, async (req, reply) => {
      const f = (req.body ?? {}) as CheckoutFields;
      const link = verified(ctx, f);
      if (!link || (f.outcome !== 'pay' && f.outcome !== 'fail'))
        return refuse(
          reply,
          400,
          'The payment form was incomplete or changed. Open the payment again from Campus.',
        );
      const paymentId = `sbx_${randomUUID()}`;
      const raw = JSON.stringify({
        paymentId,
        reference: link.reference,
        amount: link.amount,
        status: f.outcome === 'pay' ? 'succeeded' : 'failed',
      });
      // The same door a real provider knocks on: the signed webhook, verified as always.
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-campus-signature': signPayload(ctx.config.paymentWebhookSecret, raw),
        },
        payload: raw,
      });
      if (confirmed.statusCode !== 200) {
        req.log.warn(
          { status: confirmed.statusCode },
          'sandbox checkout: the webhook refused the confirmation',
        );
        return refuse(reply, 502, 'Campus did not accept the confirmation. Nothing was charged.');
      }
      return reply.redirect(`${RECEIPT_PATH}?paymentId=${encodeURIComponent(paymentId)}`, 303);
    });
  });
}
