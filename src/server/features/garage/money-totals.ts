// Money summed per currency: a record keeps the currency it was entered in, and amounts in
// different currencies are never added (issue 27). The garage's totals (costs, a car's records,
// the history) are kept here, in integer cents.

/** Cents per currency, each currency's figures under the same keys (maintenance, fuel, …). */
export class CurrencySums<K extends string> {
  readonly #keys: readonly K[];
  readonly #sums = new Map<string, Record<K, number>>();

  constructor(keys: readonly K[]) {
    this.#keys = keys;
  }

  add(currency: string, key: K, cents: number): void {
    let sums = this.#sums.get(currency);
    if (!sums) {
      sums = this.#zero();
      this.#sums.set(currency, sums);
    }
    sums[key] += cents;
  }

  /** One currency's figures (zeros for a currency with none). */
  get(currency: string): Record<K, number> {
    return this.#sums.get(currency) ?? this.#zero();
  }

  /** The currencies with an amount other than zero, by code: a $0 record spends nothing. */
  currencies(): string[] {
    return [...this.#sums]
      .filter(([, sums]) => this.#keys.some((key) => sums[key] !== 0))
      .map(([currency]) => currency)
      .sort();
  }

  #zero(): Record<K, number> {
    return Object.fromEntries(this.#keys.map((key) => [key, 0])) as Record<K, number>;
  }
}

/**
 * The currency single figures may be given in: the only one amounts were spent in, `fallback`
 * (the user's display currency) when nothing was spent, null when several: then no single figure
 * may be given, as it would add one currency to another.
 */
export function soleCurrency(currencies: readonly string[], fallback: string): string | null {
  if (currencies.length === 0) return fallback;
  return currencies.length === 1 ? currencies[0]! : null;
}
