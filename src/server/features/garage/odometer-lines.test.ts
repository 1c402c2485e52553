// The odometer from PP-OCR's lines as real dashboards give them (read-photo-data/real-*): the
// figure beside its unit among the dial's scale, the clock and the trip meter.
import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../lib/photo-text/text-lines.ts';
import { dialReading, dialScale, odometerFromLines, speedometerMark } from './odometer-lines.ts';

/** A line of text at (cx, cy), 40 px tall, read surely unless told. */
const at = (text: string, cx: number, cy: number, extra: Partial<TextLine> = {}): TextLine => ({
  text,
  confidence: 0.98,
  cx,
  cy,
  w: text.length * 24,
  h: 40,
  angle: 0,
  ...extra,
});

describe('odometerFromLines', () => {
  it('takes the figure with its unit beside it over the scale, the clock and the trip', () => {
    const lines = [
      at('150', 100, 100),
      at('170', 120, 200),
      at('Paz 26 Kas', 600, 300),
      at('189407', 600, 360),
      at('km', 700, 350, { w: 40, h: 24 }),
      at('B y. 0.0km', 600, 250),
      at('10:55', 600, 420),
    ];
    expect(odometerFromLines(lines)).toMatchObject({ value: 189407, unit: 'km' });
  });

  it('reads a raised unit glued on, an icon before the figure and a gap inside it', () => {
    expect(odometerFromLines([at('160990km', 500, 300)])).toMatchObject({ value: 160990 });
    expect(odometerFromLines([at('0i0 163022m', 500, 300)])?.value).toBe(163022);
    expect(odometerFromLines([at('30241558km', 500, 300)])?.value).toBe(241558);
    expect(odometerFromLines([at('162 166', 500, 300)])?.value).toBe(162166);
    expect(odometerFromLines([at('16227jkm', 500, 300)])?.value).toBe(162271);
  });

  it('takes a narrow leading 1 a wider cut found, and leaves a trailing one to the photo', () => {
    const leading = at('19843', 500, 300, { wider: { text: '119843', confidence: 0.99 } });
    expect(odometerFromLines([leading])?.value).toBe(119843);
    // Five whole wheels only if the caller sees a tenths wheel past the line; else its other
    // looks (the 7-segment reader) decide whether the LCD ends in a 1.
    const trailing = at('38579', 500, 300, { wider: { text: '385791', confidence: 0.99 } });
    expect(odometerFromLines([trailing])).toMatchObject({ wheels: { tenthsPast: true } });
    const sixDigits = at('138579', 500, 300, { wider: { text: '1385791', confidence: 0.99 } });
    expect(odometerFromLines([sixDigits])).toBeNull();
  });

  it('answers nothing when two figures compete, a line is unsure, or only a decimal is there', () => {
    expect(odometerFromLines([at('318501', 500, 300), at('26791', 500, 500)])).toBeNull();
    expect(odometerFromLines([at('318501', 500, 300, { confidence: 0.6 })])).toBeNull();
    expect(odometerFromLines([at('1135.5', 500, 300), at('12:45', 500, 400)])).toBeNull();
    expect(odometerFromLines([at('Aoh1z23kmh', 500, 300)])).toBeNull();
    // Seven digits: more than a car's odometer shows (a tenths wheel or a mark read into it).
    expect(odometerFromLines([at('1626870', 500, 300)])).toBeNull();
  });

  it("reads a drum's wheels: seven lose their tenths, and the photo tells where they end", () => {
    // Real drums (read-photo-data/real-*): 000378 and a tenths wheel reading 2.
    expect(odometerFromLines([at('0003782', 500, 300)])).toMatchObject({ value: 378 });
    // Six wheels from a leading 0, no unit by them: five whole and the tenths, or six whole.
    expect(odometerFromLines([at('009479', 500, 300)])).toMatchObject({
      value: 9479,
      wheels: { digits: '009479' },
    });
    // With its unit beside it the figure is whole, as printed.
    const withUnit = [at('009479', 500, 300), at('km', 600, 300, { w: 40, h: 24 })];
    expect(odometerFromLines(withUnit)).toMatchObject({ value: 9479, unit: 'km' });
    expect(odometerFromLines(withUnit)?.wheels).toBeUndefined();
    // An LCD's figure with its unit glued on and an icon read as zeros before it is whole.
    expect(odometerFromLines([at('0028859m', 500, 300)])?.value).toBe(28859);
    // Eight digits from a leading 0: a drum read with a dial's mark beside it ("00742", the
    // tenths 7, the dial's 70), for the caller to confirm on the photo.
    expect(odometerFromLines([at('00742770', 500, 300)])).toMatchObject({
      value: 742,
      wheels: { digits: '00742770' },
    });
  });

  it('asks the photo whether six digits with nothing by them end in a tenths wheel', () => {
    // A motorcycle's 18339 and its white tenths wheel reading 6 (TRODO), or an LCD's six digits.
    expect(odometerFromLines([at('183396', 500, 300)])).toMatchObject({
      value: 183396,
      wheels: { digits: '183396', lit: true },
    });
    // A unit or a label beside the figure vouches for six whole digits.
    const km = at('km', 600, 300, { w: 40, h: 24 });
    expect(odometerFromLines([at('183396', 500, 300), km])?.wheels).toBeUndefined();
    expect(odometerFromLines([at('ODO 183396', 500, 300)])?.wheels).toBeUndefined();
  });

  it("takes the cluster's unit from the trip meter's figure or a km read as cm", () => {
    const trip = [at('0.0km', 620, 250), at('235552', 560, 300), at('km/h', 300, 100)];
    expect(odometerFromLines(trip)).toMatchObject({ value: 235552, unit: 'km' });
    expect(
      odometerFromLines([at('cm', 700, 300, { w: 40, h: 24 }), at('17585', 560, 300)]),
    ).toMatchObject({ unit: 'km' });
    expect(odometerFromLines([at('12.4 mi', 620, 250), at('35552', 560, 300)])?.unit).toBe('mi');
    expect(odometerFromLines([at('235552', 560, 300), at('km/h', 300, 100)])?.unit).toBeNull();
  });

  it("takes a drum's five whole wheels read less surely only once the photo shows its tenths", () => {
    const unsure = at('02831', 500, 300, { confidence: 0.77 });
    expect(odometerFromLines([unsure])).toMatchObject({
      value: 2831,
      wheels: { digits: '02831', tenthsPast: true },
    });
    // A 1 after the wheels, found by the line cut wider: the tenths wheel's digit.
    const withOne = at('00763', 500, 300, { wider: { text: '007631', confidence: 0.99 } });
    expect(odometerFromLines([withOne])).toMatchObject({
      value: 763,
      wheels: { tenthsPast: true },
    });
    // Five digits from no leading 0 and a 1 after them: a drum's tenths (taken once the photo
    // shows that wheel past the line) or an LCD's lost last 1 (left to the caller then).
    const noZero = at('16875', 500, 300, { wider: { text: '168751', confidence: 0.99 } });
    expect(odometerFromLines([noZero])).toMatchObject({
      value: 16875,
      wheels: { tenthsPast: true },
    });
    const lcd = [noZero, at('km', 600, 300, { w: 40, h: 24 })];
    expect(odometerFromLines(lcd)).toBeNull();
    // Read surely, the wheels are taken as read; too unsure, or beside a unit, they are not.
    expect(odometerFromLines([at('02831', 500, 300)])?.wheels).toBeUndefined();
    expect(odometerFromLines([at('02831', 500, 300, { confidence: 0.55 })])).toBeNull();
    const km = at('km', 600, 300, { w: 40, h: 24 });
    expect(odometerFromLines([unsure, km])).toBeNull();
  });

  it('never reads the speedometer scale read as one line', () => {
    expect(dialScale('100120')).toBe(true);
    expect(dialScale('90130')).toBe(true);
    expect(dialScale('160990')).toBe(false);
    expect(dialScale('230890')).toBe(false);
    expect(odometerFromLines([at('100120', 300, 200), at('318501', 500, 400)])?.value).toBe(318501);
  });

  it("reads a label on the figure's line and never takes a trip meter", () => {
    expect(odometerFromLines([at('ODO 45123 mi', 500, 300)])).toMatchObject({
      value: 45123,
      unit: 'mi',
    });
    expect(odometerFromLines([at('TRIP A 12345 km', 500, 300)])).toBeNull();
    const trip = [at('TRIP', 400, 300), at('12345', 560, 300), at('ODO 88231 km', 520, 400)];
    expect(odometerFromLines(trip)?.value).toBe(88231);
  });

  it('tells a speedometer mark from an odometer reading', () => {
    expect([20, 140, 220, 300].every(speedometerMark)).toBe(true);
    expect([947, 145, 310, 1900].some(speedometerMark)).toBe(false);
    expect([140, 6080, 100120].every(dialReading)).toBe(true);
    expect([947, 6081, 160990, 24492].some(dialReading)).toBe(false);
  });
});
