// Gaps are not economy (issue 29): a full fill-up whose consumption since the previous full one
// is far below the car's usual (1.8 L/100 km for a car that does 9) follows a fill-up nobody
// recorded. One rule for the import preview (server) and the fill-up form (web).

export interface GapFill {
  /** Any distance unit, the same for every fill. */
  odometer: number | null;
  /** Litres or kWh (any unit, the same for every fill). */
  amount: number;
  fullTank: boolean;
  missedPrevious: boolean;
  /**
   * A fill-up of fuel (the default) or a charge: a plug-in hybrid's litres and kWh are two
   * scales, read apart, and a charge never closes a fuel segment.
   */
  kind?: 'fuel' | 'charge';
}

/** Below this share of the car's usual consumption a segment is taken as a gap. */
export const GAP_SHARE = 0.45;
/** Segments needed before "the car's usual" means anything. */
const MIN_SEGMENTS = 3;

/**
 * The fills (by index in `fills`) that look like they follow an unrecorded fill-up, each with
 * the share of the car's usual consumption its segment shows (0.2 = a fifth).
 */
export function findFuelGaps(fills: GapFill[]): Map<number, number> {
  const gaps = new Map<number, number>();
  for (const kind of ['fuel', 'charge'] as const) {
    const indexed = fills
      .map((fill, index) => ({ fill, index }))
      .filter(({ fill }) => (fill.kind ?? 'fuel') === kind);
    for (const [index, share] of gapsOfOneKind(indexed)) gaps.set(index, share);
  }
  return gaps;
}

function gapsOfOneKind(indexed: Array<{ fill: GapFill; index: number }>): Map<number, number> {
  const order = indexed
    .filter(({ fill }) => fill.odometer !== null)
    .sort((a, b) => a.fill.odometer! - b.fill.odometer!);
  const segments: Array<{ index: number; ratio: number }> = [];
  let lastFull: number | null = null;
  let amount = 0;
  for (const { fill, index } of order) {
    if (fill.missedPrevious) {
      lastFull = fill.fullTank ? fill.odometer : null;
      amount = 0;
      continue;
    }
    amount += fill.amount;
    if (!fill.fullTank) continue;
    const distance = lastFull === null ? 0 : fill.odometer! - lastFull;
    if (lastFull !== null && distance > 0 && amount > 0) {
      segments.push({ index, ratio: amount / distance });
    }
    lastFull = fill.odometer;
    amount = 0;
  }
  const gaps = new Map<number, number>();
  for (const segment of segments) {
    const others = segments.filter((other) => other !== segment).map((other) => other.ratio);
    if (others.length < MIN_SEGMENTS) continue;
    const sorted = others.sort((a, b) => a - b);
    const usual = sorted[Math.floor(sorted.length / 2)]!;
    if (segment.ratio < usual * GAP_SHARE) gaps.set(segment.index, segment.ratio / usual);
  }
  return gaps;
}
