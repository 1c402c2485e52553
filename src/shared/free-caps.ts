// SPEC.md §9: what a free user gets of each capped feature; an active subscription lifts them.
export const FREE_CAPS = {
  assessment: 1,
  carlens: 1,
  askodo: 1,
  garage: 1,
} as const;

export type CappedFeature = keyof typeof FREE_CAPS;
