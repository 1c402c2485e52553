// Picking the odometer among a cluster's numbers: not the trip meter, the clock or the outside
// temperature; the unit when printed; looks voting, with the 7-segment reader's extra votes.
import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../lib/photo-text/text-lines.ts';
import { odometerCandidates, pickOdometer, surelyRead } from './odometer-text.ts';

describe('odometer text', () => {
  it('skips the trip, the clock and the temperature', () => {
    const [best] = odometerCandidates('10:08   22°C\nTRIP A 175.6\nODO 74408 km');
    expect(best).toMatchObject({ value: 74408, unit: 'km' });
  });

  it('keeps drum zeros out of the value and ignores km/h and MPH labels for the unit', () => {
    const picked = pickOdometer(['km/h\n\n005874\n\nTRIP 0948', 'km/h\n005874 w']);
    expect(picked).toMatchObject({ value: 5874, unit: null });
  });

  it("reads a drum's seven wheels as six whole ones and the tenths", () => {
    expect(odometerCandidates('km/h\n0013902')[0]?.value).toBe(1390);
    expect(odometerCandidates('0028859 km')[0]?.value).toBe(28859);
    // Seven digits from anything but 0 are no drum's: left as read.
    expect(odometerCandidates('1626870')[0]?.value).toBe(1626870);
  });

  it('takes a unit printed elsewhere on the cluster', () => {
    expect(pickOdometer(['135049\nmi'])?.unit).toBe('mi');
  });

  it('votes across looks; disagreement lowers the confidence', () => {
    const agreed = pickOdometer(['ODO 52000 km', 'ODO 52000 km', '52000']);
    const split = pickOdometer(['ODO 52000 km', 'ODO 58000 km', '62000']);
    expect(agreed?.value).toBe(52000);
    expect(agreed!.confidence).toBeGreaterThan(split!.confidence);
  });

  it('lets the 7-segment reading outvote garbled text', () => {
    expect(pickOdometer(['1nm.r 22°C', 'wo HY08'], [{ value: 74408, votes: 2 }])?.value).toBe(
      74408,
    );
  });

  it('answers null when no number could be an odometer', () => {
    expect(pickOdometer(['TRIP 123.4\n12:45', ''])).toBeNull();
  });

  it("takes PP-OCR's number as sure only alone in its row, digits only, read surely", () => {
    const at = (text: string, cx: number, confidence = 0.99): TextLine => ({
      text,
      confidence,
      cx,
      cy: 300,
      w: 100,
      h: 80,
      angle: 0,
    });
    expect(surelyRead([at('ODO', 100), at('266729', 400), at('km', 700)], 266729)).toBe(true);
    expect(surelyRead([at('266729', 400, 0.8)], 266729)).toBe(false);
    // A drum cut in pieces: one piece is no reading of the whole.
    expect(surelyRead([at('0', 100), at('0093', 400), at('7', 700)], 93)).toBe(false);
    expect(surelyRead([at('0587.', 400)], 587)).toBe(false);
  });
});
