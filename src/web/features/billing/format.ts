// How billing facts read on screen: dates from epoch seconds in the user's locale, cards, prices.
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import type { AppSubscription, PlanDefinition } from '../../../shared/plans-vocab.ts';

/** SPEC.md §9: billing dates arrive as epoch seconds; shown as e.g. "Nov 21, 2027". */
export function formatBillingDate(epochSeconds: number, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(epochSeconds * 1000));
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa •••• 4242", or null when no card is on file. */
export function formatCard(
  subscription: Pick<AppSubscription, 'payment_method_brand' | 'payment_method_last4'>,
): string | null {
  const { payment_method_brand: brand, payment_method_last4: last4 } = subscription;
  if (!last4) return null;
  return `${brandName(brand ?? 'card')} •••• ${last4}`;
}

export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function planPrice(plan: Pick<PlanDefinition, 'price' | 'interval'>, currency: string) {
  return { amount: formatMoney(plan.price, currency), per: `/${plan.interval}` };
}
