// The middle of a list of numbers (the upper of the two middle ones for an even count; 0 for
// none), without reordering the list: the readers' and the importer's figures share it.
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}
