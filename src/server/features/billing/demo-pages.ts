// The demo provider's pages: Odo's own checkout ("Demo checkout — no real payment") and a card
// page standing in for the provider's portal. Plain HTML forms (the CSP allows no inline script).
import { checkoutSessions } from '../../db/schema.ts';
import { planById, type PlanDefinition } from '../../../shared/plans.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import type { CardForm } from './demo-card.ts';
import type { ProviderSubscription } from './provider.ts';

export const DEMO_BANNER = 'Demo checkout — no real payment';

export type SessionRow = typeof checkoutSessions.$inferSelect;

export function formatPrice(plan: PlanDefinition, currency: string) {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(plan.price);
  return `${amount} / ${plan.interval}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Inter,ui-sans-serif,system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f8;color:#141a2e;-webkit-font-smoothing:antialiased}
main{max-width:460px;margin:0 auto;padding:20px 16px 48px}
main.wide{max-width:920px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.15rem;margin:4px 0 16px}
.brand .mark{width:32px;height:32px;flex:none}
.brand small{margin-left:auto;font-weight:500;font-size:.8rem;color:#6b7280}
.banner{background:#fff7e0;color:#8a4b08;border:1px solid #f4c05c;border-radius:12px;padding:10px 14px;font-weight:600;text-align:center;margin:0 0 16px;font-size:.95rem}
.card{background:#fff;border:1px solid #e4e7ee;border-radius:18px;padding:22px;box-shadow:0 1px 2px rgba(20,26,46,.05),0 6px 20px rgba(20,26,46,.05);margin-bottom:16px}
@media (min-width:768px){.layout{display:grid;grid-template-columns:1fr 1.05fr;gap:20px;align-items:start}.layout .card{margin:0}.summary{position:sticky;top:20px}}
.eyebrow{margin:0 0 6px;font-size:.8rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#6b7280}
h1{font-size:1.3rem;letter-spacing:-.01em;margin:0 0 6px}h2{font-size:1.05rem;margin:0 0 4px}
.price{font-size:2rem;font-weight:700;letter-spacing:-.02em;margin:12px 0 6px}
.muted{color:#6b7280;font-size:.9rem;margin:0 0 8px;line-height:1.45}
ul{list-style:none;padding:0;margin:14px 0 0;border-top:1px solid #eef0f4;padding-top:14px}
li{position:relative;padding-left:26px;margin:8px 0;font-size:.94rem}
li::before{content:"";position:absolute;left:0;top:2px;width:17px;height:17px;border-radius:50%;background:#e3f6ea url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23177a46' stroke-width='3.2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E") center/11px no-repeat}
form{margin:0}
label{display:block;font-size:.85rem;font-weight:600;margin:14px 0 6px}
input{width:100%;font:inherit;font-size:1rem;padding:11px 12px;border:1px solid #cfd4de;border-radius:12px;background:#fff;color:inherit}
input:focus{outline:2px solid #3b5bdb;outline-offset:1px;border-color:#3b5bdb}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;font:inherit;font-size:1rem;font-weight:600;padding:13px;border:0;border-radius:12px;background:#3b5bdb;color:#fff;margin-top:20px;cursor:pointer}
button:hover{background:#2f4cc4}
button.secondary{background:transparent;color:#374151;border:1px solid #cfd4de;margin-top:10px}
button.secondary:hover{background:#f3f4f8}
.error{background:#fdecec;color:#9b1c1c;border:1px solid #f5b5b5;border-radius:12px;padding:10px 12px;margin:0 0 14px;font-size:.92rem}
.note{font-size:.82rem;color:#6b7280;margin:14px 4px 0;line-height:1.5}
a{color:#3b5bdb;font-weight:600}`;

const LOGO = `<svg class="mark" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true"><rect width="64" height="64" rx="16" fill="#2f5bea"/><path d="M14.5 42a18 18 0 1 1 35 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M32 36 43 24" stroke="#ffb23f" stroke-width="5" stroke-linecap="round"/><circle cx="32" cy="36" r="5" fill="#fff"/></svg>`;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** A card brand as people write it (the provider stores it in lower case). */
export function brandName(brand: string | null | undefined) {
  if (!brand) return 'Card';
  return BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

export function page(
  title: string,
  body: string,
  options: { wide?: boolean; kicker?: string } = {},
) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)} — Odo</title><style>${STYLE}</style></head>
<body><main${options.wide ? ' class="wide"' : ''}><p class="brand">${LOGO}Odo<small>${escapeHtml(options.kicker ?? 'Secure checkout')}</small></p><p class="banner" role="note">${DEMO_BANNER}</p>${body}</main></body></html>`;
}

export function checkoutPage(
  session: SessionRow,
  options: { currency: string; email: string; error?: string; form?: CardForm },
) {
  const plan = planById(session.planId);
  if (!plan) return messagePage('Checkout unavailable', 'This plan no longer exists.', '/billing');
  const price = formatPrice(plan, options.currency);
  const trial =
    session.trialDays > 0
      ? `<p class="muted">${session.trialDays} days free, then ${escapeHtml(price)}. Cancel any time before the trial ends and nothing is charged.</p>`
      : '';
  const action = `/api/billing/demo/checkout/${encodeURIComponent(session.id)}`;
  const value = (key: keyof CardForm) => escapeHtml(String(options.form?.[key] ?? ''));
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const pay = session.trialDays > 0 ? 'Start free trial' : `Pay ${escapeHtml(price)}`;
  return page(
    'Demo checkout',
    `<div class="layout"><section class="card summary" aria-label="Plan">
  <p class="eyebrow">Odo Premium</p>
  <h1>${escapeHtml(plan.name)}</h1>
  <p class="price">${escapeHtml(price)}</p>${trial}
  <ul>${plan.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>
</section>
<section class="card" aria-label="Payment">
  <h2>Payment details</h2>
  ${error}
  <form method="post" action="${action}/pay">
    <p class="muted">Signed in as ${escapeHtml(options.email)}</p>
    <label for="card_number">Card number</label>
    <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required value="${value('card_number')}">
    <div class="row">
      <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required value="${value('expiry')}"></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="name" autocomplete="cc-name" value="${value('name')}">
    <button type="submit">${pay}</button>
  </form>
  <form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
  <p class="note">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future expiry date and any CVC.</p>
</section></div>`,
    { wide: true },
  );
}

export function messagePage(
  title: string,
  message: string,
  link: string,
  linkLabel = 'Back to Odo',
) {
  return page(
    title,
    `<section class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p></section>`,
  );
}

export function portalPage(subscription: ProviderSubscription | null, error?: string) {
  const card =
    subscription?.last4 != null
      ? `<p>Card on file: <strong>${escapeHtml(brandName(subscription.brand))} •••• ${escapeHtml(subscription.last4)}</strong></p>`
      : '<p>No card on file.</p>';
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    'Payment method',
    `<section class="card"><h1>Payment method</h1>${card}</section>
<section class="card">${alert}
  <form method="post" action="/api/billing/demo/portal/card">
    <label for="card_number">New card number</label>
    <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
    <div class="row">
      <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
    </div>
    <button type="submit">Save card</button>
  </form>
  <p><a href="/billing">Back to Billing</a></p>
</section>`,
    { kicker: 'Manage subscription' },
  );
}
