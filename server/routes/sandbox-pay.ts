// The sandbox provider's approval page (PAYPAL_CLIENT_ID=sandbox): the local stand-in for
// PayPal's checkout page, so a purchase works on a laptop with no account anywhere. It is NOT a
// payment: no money moves. GET shows the amount and an approve button; the button is a plain form
// that POSTs to the same URL, which approves the sandbox order and sends the browser back to the
// pay screen (303, like PayPal's return_url), where the app captures it.
//
// A form navigation carries no bearer token. What lets a browser approve is holding the provider
// order id: 128 random bits that only the buyer's POST /wc/v3/orders/{id}/payment answered (as
// PayPal's token in its approval link), and the form names the order it belongs to as well.
// The page has its own strict policy: no script at all, only its one style (by its hash).
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Locale } from '../../src/core/constants.ts';
import { capBody } from '../lib/body.ts';
import { moneyText, say } from '../lib/texts.ts';
import type { RouteDeps } from '../deps.ts';
import { payPath } from '../services/payments/common.ts';
import type { SandboxApproval } from '../services/payments/sandbox.ts';

// The page's words are `sandbox.*` in src/i18n/server.*.json.
type Lang = Locale;

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f}',
  'main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}',
  'h1{font-size:1.4rem;margin:0 0 1rem}',
  '.notice{background:#fff4d6;border:1px solid #e0b43c;padding:.75rem;border-radius:.5rem}',
  '.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1.5rem}',
  'button{width:100%;font-size:1.1rem;padding:.8rem;border:0;border-radius:.5rem;background:#0a5bd3;color:#fff;cursor:pointer}',
  'button:focus-visible,a:focus-visible{outline:3px solid #1d1d1f;outline-offset:2px}',
  'a{display:block;text-align:center;margin-top:1rem;color:#0a4bb0}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** The page's policy: its one style, a form to itself, nothing else at all. */
export const SANDBOX_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function langOf(c: Context): Lang {
  const asked = c.req.query('lang');
  if (asked === 'de' || asked === 'en') return asked;
  const header = c.req.header('accept-language') ?? '';
  const first = /^\s*([a-z]{2})/i.exec(header)?.[1]?.toLowerCase();
  return first === 'en' ? 'en' : 'de';
}

function page(lang: Lang, body: string): string {
  const title = escape(say(lang, 'sandbox.title'));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Handymarkt</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="notice">${escape(say(lang, 'sandbox.notice'))}</p>
${body}
</main>
</body>
</html>`;
}

function approvalBody(lang: Lang, providerOrderId: string, approval: SandboxApproval): string {
  const action = `/sandbox/pay/${encodeURIComponent(providerOrderId)}?lang=${lang}`;
  return `<p>${escape(approval.productName)}</p>
<p>${escape(say(lang, 'sandbox.amount'))}</p>
<p class="amount">${escape(moneyText(lang, approval.amountCents, 'always'))}</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="order" value="${approval.orderId}">
<button type="submit">${escape(say(lang, 'sandbox.approve'))}</button>
</form>
<a href="${escape(payPath(approval.orderId))}">${escape(say(lang, 'sandbox.cancel'))}</a>`;
}

function messageBody(lang: Lang, message: string, orderId: number | undefined): string {
  const back =
    orderId === undefined
      ? ''
      : `<a href="${escape(payPath(orderId))}">${escape(say(lang, 'sandbox.back'))}</a>`;
  return `<p>${escape(message)}</p>${back}`;
}

const PROVIDER_ORDER_ID = /^[A-Z0-9]{1,64}$/;

/** Mounted at /sandbox/pay (outside /wp-json: the browser navigates here). */
export function sandboxPayRoutes({ payments }: RouteDeps) {
  const app = new Hono();

  const answer = (c: Context, lang: Lang, body: string, status: 200 | 400 | 404) => {
    c.header('content-security-policy', SANDBOX_PAGE_POLICY);
    c.header('cache-control', 'no-store');
    return c.html(page(lang, body), status);
  };

  app.get('/:providerOrderId', async (c) => {
    const lang = langOf(c);
    const id = c.req.param('providerOrderId');
    const approval = PROVIDER_ORDER_ID.test(id) ? await payments.sandboxApproval(id) : undefined;
    if (!approval) return answer(c, lang, messageBody(lang, say(lang, 'sandbox.notFound'), undefined), 404);
    if (!approval.payable)
      return answer(c, lang, messageBody(lang, say(lang, 'sandbox.closed'), approval.orderId), 400);
    return answer(c, lang, approvalBody(lang, id, approval), 200);
  });

  app.post('/:providerOrderId', capBody(4096), async (c) => {
    const lang = langOf(c);
    const id = c.req.param('providerOrderId');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const orderField = form.order;
    const orderId = typeof orderField === 'string' && /^\d{1,9}$/.test(orderField) ? Number(orderField) : 0;
    const approval = PROVIDER_ORDER_ID.test(id) ? await payments.sandboxApproval(id) : undefined;
    if (!approval) return answer(c, lang, messageBody(lang, say(lang, 'sandbox.notFound'), undefined), 404);
    const approved = await payments.sandboxApprove(id, orderId);
    if (approved === undefined) {
      return answer(c, lang, messageBody(lang, say(lang, 'sandbox.closed'), approval.orderId), 400);
    }
    return c.redirect(`${payPath(approved)}?approved=${encodeURIComponent(id)}`, 303);
  });

  return app;
}
