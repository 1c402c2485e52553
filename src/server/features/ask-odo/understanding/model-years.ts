// A model's years as answers write them: "2012–2016, 2019", and the years nearest one the
// catalog does not have.

/** "2021", or "1981–1996 and 2021–2027" as ranges, for telling which model years exist. */
export function yearRanges(years: readonly number[]): string {
  const ranges: string[] = [];
  let start: number | null = null;
  let previous: number | null = null;
  for (const year of years) {
    if (start === null) start = year;
    else if (previous !== null && year !== previous + 1) {
      ranges.push(start === previous ? `${start}` : `${start}–${previous}`);
      start = year;
    }
    previous = year;
  }
  if (start !== null && previous !== null)
    ranges.push(start === previous ? `${start}` : `${start}–${previous}`);
  return ranges.join(', ');
}

/** The nearest model years the catalog has around a missing `year`: one before, one after. */
export function nearestYears(years: readonly number[], year: number): number[] {
  const before = years.filter((y) => y < year).at(-1);
  const after = years.find((y) => y > year);
  return [before, after].filter((y): y is number => y !== undefined);
}
