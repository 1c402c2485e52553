// The demo checkout's card form: what a card must be to pay (a real-looking number, a future expiry,
// a CVC) and which test cards succeed or are declined. No card data is kept: only brand and last 4.
import { DEMO_CARDS } from '../../../shared/plans.ts';

export interface CardForm {
  card_number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

/** Why a card was refused; the checkout page shows the message after its redirect (POST → GET). */
export const CARD_PROBLEMS = {
  card_number: { status: 400, message: 'Enter a valid card number.' },
  expiry_month: { status: 400, message: 'Invalid month: the expiry month is 01 to 12 (MM/YY).' },
  expiry: { status: 400, message: 'Enter an expiry date in the future, as MM/YY.' },
  cvc: { status: 400, message: 'Enter the 3 or 4 digit security code (CVC).' },
  declined: {
    status: 402,
    message: 'Your card was declined. Nothing was charged. Try another card.',
  },
  test_cards_only: {
    status: 400,
    message:
      'This demo checkout accepts only test cards: 4242 4242 4242 4242 or 5555 5555 5555 4444 succeed, 4000 0000 0000 0002 is declined.',
  },
} as const;

export type CardProblem = keyof typeof CARD_PROBLEMS;

export function cardProblem(value: string | undefined): CardProblem | undefined {
  return value && Object.hasOwn(CARD_PROBLEMS, value) ? (value as CardProblem) : undefined;
}

export type CardCheck =
  | { ok: true; number: string; brand: string; last4: string }
  | { ok: false; status: 400 | 402; message: string; problem: CardProblem };

const refuse = (problem: CardProblem): CardCheck => ({
  ok: false,
  problem,
  ...CARD_PROBLEMS[problem],
});

function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string) {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

export const DECLINED_MESSAGE = CARD_PROBLEMS.declined.message;
export const TEST_CARDS_ONLY_MESSAGE = CARD_PROBLEMS.test_cards_only.message;

export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const digits = String(form.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return refuse('card_number');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(form.expiry ?? ''));
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (expiry && (month < 1 || month > 12)) return refuse('expiry_month');
  if (!expiry || Date.UTC(year, month, 1) <= now.getTime()) return refuse('expiry');
  if (!/^\d{3,4}$/.test(String(form.cvc ?? '').trim())) return refuse('cvc');
  if (digits === DEMO_CARDS.declined) return refuse('declined');
  if (digits !== DEMO_CARDS.success && digits !== DEMO_CARDS.successMastercard)
    return refuse('test_cards_only');
  return { ok: true, number: digits, brand: brandOf(digits), last4: digits.slice(-4) };
}
