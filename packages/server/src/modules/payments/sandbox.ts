// The demo's payment provider: without PAYMENT_URL, the Pending Payment button opens this
// server's own checkout page instead of a host that does not exist. It behaves as a provider would:
// it names what is being paid for, the amount in ₹ and the reference, the payer chooses Pay or Fail,
// the "provider" sends its signed confirmation to the webhook (the very route a real provider calls,
// signature checked the same way), then returns the payer to the app's receipt. No money moves; a
// real provider is configured with PAYMENT_URL, and then this page does not exist (404).
//
// A link is single-use and expires: once its checkout is paid, the page — a
// stale one from the Back button included — records nothing and sends the payer to the receipt,
// which says "already paid"; after 30 minutes it refuses. Anonymous "fail" posts are throttled
// per link and per address, since anyone holding a link could post them. A link whose debt shrank
// or went away since it was made (a course left within its refund window) refuses too, saying so:
// money is never taken for a debt that no longer exists (service.ts, `payable`).
//
// These are HTML pages of a provider, not Campus API operations, so they are not in the contract.
// They wear Campus's colours (the kit's own theme values, light and dark).
import { randomUUID } from 'node:crypto';
import { darkColors, lightColors, type ColorValues } from '@campus/tokens';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import {
  checkoutStatusPath,
  noLongerDue,
  payable,
  PaymentsService,
  SANDBOX_PATH,
  sameSignature,
  sandboxSignature,
  signPayload,
} from './service';
import { rupeesExact } from '../../lib/money';

interface CheckoutFields {
  reference?: string;
  amount?: string;
  expires?: string;
  sig?: string;
  outcome?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The kit's colour values as the custom properties this page's styles read. */
const colorProperties = (c: ColorValues) =>
  [
    `--canvas:${c.surface.canvas}`,
    `--base:${c.surface.base}`,
    `--sunken:${c.surface.sunken}`,
    `--text:${c.text.default}`,
    `--muted:${c.text.muted}`,
    `--border:${c.border.subtle}`,
    `--control:${c.border.default}`,
    `--accent:${c.accent.solid}`,
    `--accent-hover:${c.accent.solidHover}`,
    `--on-accent:${c.accent.onSolid}`,
    `--accent-text:${c.accent.text}`,
    `--warning-soft:${c.warning.soft}`,
    `--warning-border:${c.warning.border}`,
    `--warning-text:${c.warning.text}`,
    `--danger-soft:${c.danger.soft}`,
    `--danger-border:${c.danger.border}`,
    `--danger-text:${c.danger.text}`,
    `--focus:${c.focus.ring}`,
    `--shadow:${c.shadow.md}`,
  ].join(';');

const STYLE = `
:root{${colorProperties(lightColors)};color-scheme:light}
@media (prefers-color-scheme:dark){:root{${colorProperties(darkColors)};color-scheme:dark}}
*{box-sizing:border-box}
body{margin:0;background:var(--canvas);color:var(--text);font-family:'Inter Variable',ui-sans-serif,system-ui,-apple-system,'Segoe UI','Noto Sans',sans-serif;line-height:1.5}
header{background:var(--base);border-bottom:1px solid var(--border);padding:.75rem 1rem}
header p{margin:0;max-width:32rem;margin-inline:auto;font-weight:700;color:var(--accent-text)}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:var(--base);border:1px solid var(--border);border-radius:12px;box-shadow:var(--shadow)}
h1{font-size:1.5rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
.note,.bad{border-radius:8px;padding:.5rem .75rem;border:1px solid}
.note{background:var(--warning-soft);border-color:var(--warning-border);color:var(--warning-text)}
.bad{background:var(--danger-soft);border-color:var(--danger-border);color:var(--danger-text)}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:8px;border:1px solid var(--accent);cursor:pointer;text-decoration:none;display:inline-block}
button:focus-visible,a:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.pay,.button{background:var(--accent);color:var(--on-accent)}.pay:hover,.button:hover{background:var(--accent-hover)}
.fail{background:var(--base);color:var(--accent-text);border-color:var(--control)}
a{color:var(--accent-text)}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Campus sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head>
<body><header><p>Campus</p></header><main>${body}</main></body></html>`;
}

/** What is being paid for, how much and under which reference (every page of the sandbox says it). */
const summary = (description: string, amount: number, reference: string) => `<dl>
<dt>For</dt><dd>${escapeHtml(description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(rupeesExact(amount))}</dd>
<dt>Reference</dt><dd>${escapeHtml(reference)}</dd>
</dl>`;

/** The link's fields, if its signature is one this server made (the expiry is checked apart). */
function verified(
  ctx: AppContext,
  f: CheckoutFields,
): { reference: string; amount: number; expiresAt: number } | null {
  const { reference, amount, expires, sig } = f;
  if (!reference || !amount || !expires || !sig) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = sandboxSignature(ctx.config.paymentWebhookSecret, reference, amount, expires);
  if (!sameSignature(sig, expected)) return null;
  return { reference, amount: Number(amount), expiresAt: Number(expires) * 1000 };
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      page(
        'Cannot pay',
        `<h1>This payment link cannot be used</h1><p class="bad" role="alert">${escapeHtml(message)}</p>`,
      ),
    );
}

export async function registerPaymentSandbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const svc = new PaymentsService(ctx);
  const throttle = ctx.services.throttle;

  /**
   * The link's checkout, or the page that refuses it (changed, unknown, no longer due, or expired
   * while open).
   */
  async function usable(reply: FastifyReply, f: CheckoutFields) {
    const link = verified(ctx, f);
    const checkout = link ? await svc.findCheckout(link.reference) : undefined;
    if (!link || !checkout || Number(checkout.amount) !== link.amount) {
      await refuse(
        reply,
        400,
        'The link is incomplete or was changed. Open the payment again from Campus.',
      );
      return null;
    }
    if (!checkout.paidAt) {
      const owner = await ctx.services.users.byId(checkout.userId);
      const owed = Number(owner?.pendingAmount ?? 0);
      if (!payable(checkout, owed)) {
        // Paid by a request that committed between the two reads (a second press, another tab):
        // the owner owes nothing now because of this very checkout, which is "already paid".
        const again = await svc.findCheckout(link.reference);
        if (again?.paidAt) return again;
        await refuse(reply, 409, noLongerDue(checkout, owed));
        return null;
      }
    }
    if (!checkout.paidAt && link.expiresAt <= ctx.now().getTime()) {
      await refuse(
        reply,
        410,
        'This payment link has expired. Nothing was charged. Open the payment again from Campus.',
      );
      return null;
    }
    return checkout;
  }

  /**
   * A paid checkout is never paid again: its link (a stale page from the Back button included) sends
   * the payer to the checkout's receipt in Campus, which says it was already paid.
   */
  const alreadyPaid = (reply: FastifyReply, checkoutId: string) =>
    reply.redirect(`${checkoutStatusPath(ctx.config, checkoutId)}&notice=already-paid`, 303);

  await app.register(async (scope) => {
    // A provider's page posts an ordinary form (parsed into its fields by plugins/http.ts).
    scope.get(SANDBOX_PATH, async (req, reply) => {
      const q = req.query as CheckoutFields;
      const checkout = await usable(reply, q);
      if (!checkout) return reply;
      if (checkout.paidAt) return alreadyPaid(reply, checkout.id);
      const amount = Number(checkout.amount);
      const hidden = (['reference', 'amount', 'expires', 'sig'] as const)
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k]!)}">`)
        .join('');
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Pay',
          `<h1>Campus sandbox checkout</h1>
<p class="note">This is the demo's test checkout: no money moves. Choose Pay to confirm the payment or Fail to see a failed one.</p>
${summary(checkout.description, amount, checkout.id)}
<p>Amount to pay</p>
<p class="amount">${escapeHtml(rupeesExact(amount))}</p>
<form method="post" action="${SANDBOX_PATH}">${hidden}
<div class="actions">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(rupeesExact(amount))}</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail the payment</button>
</div></form>`,
        ),
      );
    });

    scope.post(SANDBOX_PATH, async (req, reply) => {
      const f = (req.body ?? {}) as CheckoutFields;
      if (f.outcome !== 'pay' && f.outcome !== 'fail')
        return refuse(
          reply,
          400,
          'The payment form was incomplete or changed. Open the payment again from Campus.',
        );
      const checkout = await usable(reply, f);
      if (!checkout) return reply;
      // A stale page (Back, then Pay again) of a paid checkout: nothing is sent, nothing recorded.
      if (checkout.paidAt) return alreadyPaid(reply, checkout.id);
      if (f.outcome === 'fail') {
        const keys = [`sandbox-fail:${checkout.id}`, `sandbox-fail:ip:${req.ip}`];
        const wait = await throttle.blockedFor(keys);
        if (wait > 0) {
          return reply
            .code(429)
            .header('retry-after', String(Math.ceil(wait)))
            .type('text/html; charset=utf-8')
            .send(
              page(
                'Too many attempts',
                `<h1>Too many attempts</h1><p class="bad" role="alert">Please wait ${Math.max(1, Math.ceil(wait / 60))} minutes before trying again.</p>`,
              ),
            );
        }
        await throttle.hit(keys[0]!, throttle.rules.sandboxFailLink);
        await throttle.hit(keys[1]!, throttle.rules.sandboxFailIp);
      }
      const paymentId = `sbx_${randomUUID()}`;
      const raw = JSON.stringify({
        paymentId,
        reference: checkout.id,
        amount: Number(checkout.amount),
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
      // Paid at the same moment from another tab: the database recorded the other one only.
      if ((confirmed.json() as { duplicate: boolean }).duplicate)
        return alreadyPaid(reply, checkout.id);
      return reply.redirect(
        `${checkoutStatusPath(ctx.config, checkout.id)}&paymentId=${encodeURIComponent(paymentId)}`,
        303,
      );
    });
  });
}
