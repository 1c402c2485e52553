// How one look of a photo read a VIN's line, character by character, against the leading VIN
// (vin-votes.ts): aligned by edit distance, each of the VIN's 17 positions is read alike, read
// otherwise, or not seen. Pure, no I/O.

/** Edits (a character changed, dropped or added) between two readings. */
export function editDistance(a: string, b: string): number {
  return table(a, b)[a.length]![b.length]!;
}

function table(a: string, b: string): number[][] {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        rows[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    rows.push(row);
  }
  return rows;
}

/** How a look read one position of the VIN. */
export type PositionRead = 'alike' | 'otherwise' | 'unseen';

/**
 * For each character of `vin`, how `reading` (one look's run of the same line) read it: alike, a
 * different character or a character dropped or added there ('otherwise'), or dropped where the
 * VIN doubles it ('unseen': the recogniser's CTC decoding merges a doubled glyph with no gap
 * between the two, a slip of the model that says nothing of which character is printed), or
 * where it is a 1 (the narrowest glyph, a stroke the model may miss: a real Renault label's
 * VF1BA05… read VFBA05… in two looks of six).
 */
export function readPositions(vin: string, reading: string): PositionRead[] {
  const rows = table(vin, reading);
  const reads: PositionRead[] = Array.from({ length: vin.length }, () => 'alike');
  let i = vin.length;
  let j = reading.length;
  while (i > 0 || j > 0) {
    const here = rows[i]![j]!;
    if (i > 0 && j > 0 && here === rows[i - 1]![j - 1]! + (vin[i - 1] === reading[j - 1] ? 0 : 1)) {
      if (vin[i - 1] !== reading[j - 1]) reads[i - 1] = 'otherwise';
      i -= 1;
      j -= 1;
    } else if (i > 0 && here === rows[i - 1]![j]! + 1) {
      const doubled = vin[i - 2] === vin[i - 1] || vin[i] === vin[i - 1];
      reads[i - 1] = doubled || vin[i - 1] === '1' ? 'unseen' : 'otherwise';
      i -= 1;
    } else {
      // A character added: the position beside it was read otherwise.
      reads[Math.min(Math.max(i - 1, 0), vin.length - 1)] = 'otherwise';
      j -= 1;
    }
  }
  return reads;
}
