// Runs the evaluation on a fixed "today": the expected figures ("this year", "this month", what is
// due) hold on EVAL_NOW, whenever the test runs. The clock is shifted, not frozen, so it still
// ticks; dates made before the shift still count as dates.

/** Moves `Date` (new Date(), Date.now()) to start at `to`; returns the function that moves it back. */
export function shiftClock(to: Date): () => void {
  const RealDate = globalThis.Date;
  const offset = to.getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
    static [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
