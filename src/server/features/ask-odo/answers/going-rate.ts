// "How much does a timing belt change cost?", "is $900 for front brakes a rip off?": a going rate
// from Odo's typical-price list (knowledge/data/costs), never the asker's own spending; a quoted
// price is set against the range, and a job the list lacks is said plainly.
import {
  jobsIn,
  typicalCosts,
  type CostCurrency,
  type TypicalCost,
} from '../../knowledge/typical-costs.ts';
import { timingDriveOf } from '../../knowledge/timing-drives.ts';
import type { BuiltInAnswer, Ctx } from './context.ts';
import { faultWords, problemsFor } from './problem-fit.ts';
import { focusWords } from './knowledge-answers.ts';
import { formatNumber } from './format.ts';

const SYMBOL: Record<CostCurrency, string> = { usd: '$', eur: '€', gbp: '£' };
const PLACE: Record<CostCurrency, string> = { usd: 'US', eur: 'euro area', gbp: 'UK' };

/** Words that ask what something costs, or give a price to judge. */
const COST_ASKED =
  /\b(cost|costs|costing|price|prices|priced|pricing|quot(e|ed|es|ing)|rip ?off|ripped off|overcharg\w*|ballpark|going rate|fair price|expensive|pricey)\b|\b(expect(ed)? to pay|pay for|paying for|should i pay|set (me|you|us) back|shell out|fork out)\b|\brun (me|you|us)\b|\b(whats|what is) the damage\b|\bthe damage (for|on)\b|\bbudget (for|on)\b|\bto budget\b|\bcharge[sd]? (for|me|to)\b|\b(garages?|mechanics?|shops?|dealers?|dealerships?|they) charge\b/;
/** "How much is / for / to …": a price, unless it asks a quantity ("how much is tyre pressure"). */
const HOW_MUCH = /\bhow much (is|are|for|to|should|would|will|might|does it|do they)\b/;
const QUANTITY =
  /\b(pressure|psi|tread|range|mpg|weigh\w*|hold|capacity|litres?|liters?|quarts?|horsepower|hp|torque|tow|towing|charge|charging)\b/;
/** The asker's own spending or records ("what did my last service cost", "spent this year"). */
const OWN_RECORDS =
  /\b(i (have |had |ve )?(spent|paid)|have i (spent|paid)|did i (spend|pay)|spent on|so far|this (year|month)|last (year|month)|in 20\d\d|per (km|kilomet\w*|mile|mi|100)|\/ ?(km|mi)\b|in total|altogether|all time|running costs?|cost me)\b|\bwhat did (the|my|our) .{0,40}\bcost\b|\bhow much (was|were|did)\b|\b(last|latest|previous|most recent) .{0,30}\b(cost|price)\b/;
/** A price in the question: "$900", "650 bucks", "1200 euro", "£300". */
const MONEY =
  /([$€£])\s?(\d[\d,.]*)|(\d[\d,.]*)\s?(k\b)?\s?(bucks|dollars?|usd|euros?|eur|€|£|pounds?|quid|gbp)\b/;
const ALL_ROUND =
  /\ball (round|around|4|four)\b|\bboth axles\b|\bfront and (back|rear)\b|\ball 4 wheels\b/;
const COMPARE = /\bvs\b|\bversus\b|\bor\b|compared?|\binstead\b|\bthan\b/;

function currencyOf(word: string | undefined): CostCurrency | null {
  if (!word) return null;
  if (/^(\$|bucks|dollars?|usd)$/.test(word)) return 'usd';
  if (/^(€|euros?|eur)$/.test(word)) return 'eur';
  if (/^(£|pounds?|quid|gbp)$/.test(word)) return 'gbp';
  return null;
}

function quotedPrice(q: string): { amount: number; currency: CostCurrency | null } | null {
  const m = MONEY.exec(q);
  if (!m) return null;
  const digits = (m[2] ?? m[3] ?? '').replace(/,/g, '');
  const amount = Number(digits) * (m[4] ? 1000 : 1);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return { amount, currency: currencyOf(m[1] ?? m[5]) };
}

function primaryCurrency(ctx: Ctx, quoted: CostCurrency | null): CostCurrency {
  if (quoted) return quoted;
  if (/\b(uk|britain|england|scotland|wales|quid|mot)\b/.test(ctx.q)) return 'gbp';
  if (/\b(us|usa|states|america|dollars?)\b/.test(ctx.q)) return 'usd';
  const c = ctx.g.currency.toUpperCase();
  return c === 'GBP' ? 'gbp' : c === 'USD' || c === 'CAD' ? 'usd' : 'eur';
}

const money = (c: CostCurrency, n: number) => `${SYMBOL[c]}${formatNumber(n)}`;
const span = (c: CostCurrency, [lo, hi]: readonly [number, number], k: number) =>
  `${money(c, lo * k)}–${money(c, hi * k)}`;

/** Whether the question asks what a job costs in general (not what the asker has spent). */
export function asksGoingRate(ctx: Ctx): boolean {
  const { q, u } = ctx;
  if (u.namesGarageCar) return false;
  const priced = MONEY.test(q);
  const asked = COST_ASKED.test(q) || (HOW_MUCH.test(q) && !QUANTITY.test(q));
  if (!asked && !priced) return false;
  if (!priced && OWN_RECORDS.test(q)) return false;
  // "2008 335i for $8,000, should I buy it": the price of a car, not of a job.
  if (u.intent === 'buying' && /\b(buy|buying|purchase|for sale|asking)\b/.test(q)) return false;
  return true;
}

function jobLines(job: TypicalCost, primary: CostCurrency, k: number): string {
  const others = (['usd', 'eur', 'gbp'] as const)
    .filter((c) => c !== primary)
    .map((c) => `${PLACE[c]} ${span(c, job[c], k)}`)
    .join('; ');
  const lines = [
    `${k > 1 ? job.title.replace(', one axle', ', both axles') : job.title}: typically about ${span(primary, job[primary], k)} (${others}), for ${job.covers}.`,
  ];
  if (job.note) lines.push(job.note);
  return lines.join(' ');
}

function verdict(job: TypicalCost, price: { amount: number; currency: CostCurrency }, k: number) {
  const [lo, hi] = job[price.currency].map((n) => n * k) as [number, number];
  const given = money(price.currency, price.amount);
  if (price.amount > hi * 1.15)
    return `${given} is above that usual range for an ordinary car. Ask for an itemised quote (parts, labour hours and the hourly rate) and get a second one from an independent garage; it can still be fair for a large, premium or performance car, at a dealer, or if more work is included.`;
  if (price.amount < lo * 0.8)
    return `${given} is below that usual range: fine if it is the same job, but ask which parts are fitted and whether anything is left out.`;
  return `${given} is within the usual range, so it is not a rip-off on price alone; check what the quote includes.`;
}

/** The going-rate answer: the job's typical range, or a plain "Odo has no price for that". */
export function goingRate(ctx: Ctx): BuiltInAnswer | null {
  const found = jobsIn(ctx.q);
  if (!found.length) return null;
  const shown = COMPARE.test(ctx.q) ? found.slice(0, 2) : found.slice(0, 1);
  const price = quotedPrice(ctx.q);
  const primary = primaryCurrency(ctx, price?.currency ?? null);
  const k = ALL_ROUND.test(ctx.q) ? 2 : 1;
  const perAxle = (job: TypicalCost) => (/one axle/.test(job.title) ? k : 1);
  const lines = shown.map((job) => jobLines(job, primary, perAxle(job)));
  if (price && shown[0])
    lines.push(
      verdict(
        shown[0],
        { amount: price.amount, currency: price.currency ?? primary },
        perAxle(shown[0]),
      ),
    );
  lines.push(...forTheCar(ctx, shown[0]));
  lines.push(
    "These are Odo's rough ranges for an ordinary car at an independent garage, not a quote: the car, the parts and local labour rates move them, and dealers charge more. Ask two or three garages for a written, itemised quote.",
  );
  return {
    intent: 'spend',
    text: lines.join('\n\n'),
    sources: shown.map((job) => ({
      kind: 'article' as const,
      title: `Typical prices: ${job.title}`,
      detail: "Odo's rough price ranges (parts and labour, independent garage)",
    })),
  };
}

/**
 * A car named with the job: a timing chain where a belt is asked about, and its known problems
 * that fit the question's fault words (the DSG's clutch, not a manual's), with their own costs.
 */
function forTheCar(ctx: Ctx, job: TypicalCost | undefined): string[] {
  const mention = ctx.u.otherCars[0];
  if (!mention || mention.exists === false || !mention.model || mention.year === null) return [];
  const name = `${mention.year} ${mention.make} ${mention.model}`;
  const lines: string[] = [];
  if (job?.id === 'timing-belt') {
    const drive = timingDriveOf({
      make: mention.make,
      model: mention.model,
      year: mention.year,
      trim: [mention.engine, ...mention.trim].filter(Boolean).join(' ') || null,
    });
    if (drive === 'chain')
      lines.push(`The ${name} has a timing chain, not a belt, so there is no belt to change.`);
  }
  const words = new Set(faultWords(focusWords(ctx), mention));
  const fitting = problemsFor(mention, ctx.kb.problems)
    .filter((p) => p.fit !== 'may_not')
    .filter((p) =>
      `${p.problem.title} ${p.problem.component}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((w) => words.has(w)),
    )
    .slice(0, 2);
  for (const { problem } of fitting) {
    const cost = problem.repairCostUsd;
    const price =
      cost && cost.max > 0
        ? ` — typically $${cost.min.toLocaleString('en-US')}–$${cost.max.toLocaleString('en-US')}`
        : '';
    lines.push(
      `For the ${name}, Odo's records hold a known problem that fits: ${problem.title} (model years ${problem.yearFrom}–${problem.yearTo})${price}. Ask me about its known problems for the symptoms.`,
    );
  }
  return lines;
}

/** A going-rate question about a job Odo has no price for. */
export function noGoingRate(): BuiltInAnswer {
  const some = typicalCosts()
    .slice(0, 6)
    .map((job) => job.title.toLowerCase())
    .join('; ');
  return {
    intent: 'no_grounding',
    text: `I don't have a typical price for that, so I won't guess: it depends on the car, the parts and the garage, so ask two or three for a written quote. Odo's price list covers common jobs such as: ${some}. What you have paid yourself is in your records: ask me "what did my last service cost".`,
    sources: [],
  };
}
