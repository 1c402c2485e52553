// The odometer read straight from PP-OCR's lines, when one line says so plainly: a number of 5–6
// digits with its unit glued on or printed beside it, or the only such number on the cluster. On
// real dashboards (TRODO, read-photo-data/real-*) the rows of text mix the speedometer's scale,
// the clock and the trip meter, and the looks of the whole photo drowned the one line that was
// right; here each line is weighed where it stands.
import type { TextLine } from '../../lib/photo-text/text-lines.ts';
import { drumWholeWheels, ODO_LABEL } from './odometer-text.ts';

export interface LinePick {
  value: number;
  unit: 'km' | 'mi' | null;
  confidence: number;
  /**
   * Six or more digits from a leading 0 with no unit by them: a drum's wheels, whose whole ones
   * end where a tenths wheel of another colour starts (after 5 or 6). `value` takes six as whole
   * and a seventh as the tenths; the caller looks at the photo to tell, and takes no plain answer
   * from eight or more it cannot place. `tenthsPast`: five whole wheels read less surely (or
   * with a 1 after them, the tenths wheel's), taken only when the photo shows that wheel just past
   * the line. `lit`: six digits from no leading 0 with nothing by them (no unit, no label): the
   * sixth is a tenths wheel when the photo shows it lighter than the five before it.
   */
  wheels?: { line: TextLine; digits: string; tenthsPast?: boolean; lit?: boolean };
}

/** A line read less surely than this is no plain answer… */
const SURE = 0.8;
/** …unless its unit is glued on ("160990km"): the unit vouches for the reading… */
const SURE_WITH_UNIT = 0.75;
/** …or it is a drum's five whole wheels and the photo shows the tenths wheel past them. */
const DRUM_SURE = 0.6;

/**
 * The digits and unit of one line, or null when it is no odometer figure: a clock, a decimal (a
 * trip meter's tenths, an economy), a speed. An icon read as a word or digits before the figure
 * (a Fiat's headlamp symbol reads "0i0" or "30") is dropped: the figure is the last group.
 */
function figureOf(text: string): { digits: string; unit: string | null } | null {
  // Specks read as marks between the figure and its raised unit ("160926*m").
  const trimmed = text.replace(/[*'"`^°]/g, '').trim();
  if (/[:.,/]|km\s*\/?\s*h\b|mph/i.test(trimmed)) return null;
  const match = /(?:^|\s|[A-Za-z])([\dIlij ]{5,12}?)\s*([Kk][MmNn]|[Mm][Ii]?|[Mm]iles)?$/.exec(
    trimmed,
  );
  if (!match) return null;
  const groups = match[1]!.trim().split(/ +/);
  // "162 166", "001928 13": gaps read inside one figure; "0i0 163022": an icon, then the figure.
  const raw = groups.every((group) => /^\d+$/.test(group)) ? groups.join('') : groups.at(-1)!;
  // A narrow 1 read as a letter, inside a run of digits ("16227jkm").
  const digits = raw.replace(/[Ilij]/g, '1');
  if (!/^\d+$/.test(digits) || (raw.match(/\d/g) ?? []).length < 4) return null;
  return { digits, unit: match[2] ?? null };
}

/**
 * What a run of digits says as a mileage: leading zeros (drums, an icon read as 0) dropped; a run
 * of 8 or more keeps its last 6 (an icon read as digits before the figure). Seven digits left are
 * no plain answer: a car's odometer shows at most 999,999, and on real photos a 7th digit was a
 * drum's tenths or a stray mark read into the figure. A `drum` (digits from a leading 0 with no
 * unit by them) loses its tenths wheel when it shows seven, and a run of 8 or more is taken as
 * five whole wheels, the tenths and a mark of the dial (the caller confirms it on the photo).
 */
function mileageOf(read: string, drum: boolean): string | null {
  const digits = drum ? drumWholeWheels(read) : read;
  if (drum && /^0\d{7,}$/.test(digits)) return digits.slice(0, 5).replace(/^0+/, '') || null;
  let figure = digits.replace(/^0+/, '');
  if (figure.length > 7) figure = figure.slice(-6);
  return figure.length >= 3 && figure.length <= 6 && digits.length >= 5 ? figure : null;
}

/**
 * Whether `digits` are a speedometer's scale read as one line ("100120", "90130"): two or three
 * numbers of the dial (multiples of 10 up to 300, each 10–60 above the one before).
 */
export function dialScale(digits: string): boolean {
  const splits = (rest: string, last: number): boolean => {
    if (rest === '') return true;
    for (const size of [2, 3]) {
      const part = rest.slice(0, size);
      const value = Number(part);
      const step = value - last;
      const onDial = value % 10 === 0 && value <= 300 && (last === 0 || (step >= 10 && step <= 60));
      if (part.length === size && !part.startsWith('0') && onDial)
        if (splits(rest.slice(size), value)) return true;
    }
    return false;
  };
  return digits.length >= 4 && splits(digits, 0);
}

/**
 * Whether a reading is one of the speedometer's marks (20, 140, 220 km/h: a multiple of 10 up to
 * 300): the looks of a whole dashboard read them when they miss the odometer. A real odometer so
 * low and round is a new car's, rare enough to ask the owner to type it.
 */
export function speedometerMark(value: number): boolean {
  return value <= 300 && value % 10 === 0;
}

/**
 * Whether a reading is the speedometer's, not the odometer's: one of its marks, or two or three
 * of them read as one number ("6080" on a real drum's dial).
 */
export function dialReading(value: number): boolean {
  return speedometerMark(value) || dialScale(String(value));
}

/** A unit alone on its line ("cm": a km whose k was read as c; no cluster shows centimetres). */
const UNIT_LINE = /^(km|kms|cm|mi|miles)$/i;
/** A trip meter's figure with its unit glued on ("0.0km", "123.4 mi"): the cluster's unit. */
const TRIP_WITH_UNIT = /^\d{1,4}[.,]\d\s*(km|mi)$/i;
/** A label alone on its line, and one that opens the figure's own line ("ODO 45123 mi"). */
const LABEL_LINE = new RegExp(`^${ODO_LABEL.source}$`, 'i');
const LABEL_IN_LINE = new RegExp(`^${ODO_LABEL.source}`, 'i');
/** A trip meter's label, on the figure's line or beside it: that figure is no odometer. */
const TRIP = /\b(trip|tr[1i]p)\s*[ab12]?\b/i;

/** Whether `other` is a unit printed just right of `line` (beside it or raised, as on Fiat's LCDs). */
function unitBeside(line: TextLine, other: TextLine): boolean {
  const gap = other.cx - other.w / 2 - (line.cx + line.w / 2);
  return (
    UNIT_LINE.test(other.text.trim()) &&
    gap > -other.w &&
    gap < 2 * line.h &&
    Math.abs(other.cy - line.cy) < 1.2 * line.h
  );
}

function labelNear(line: TextLine, other: TextLine): boolean {
  return (
    LABEL_LINE.test(other.text.trim()) &&
    Math.abs(other.cx - line.cx) < line.w + other.w &&
    Math.abs(other.cy - line.cy) < 2.5 * line.h
  );
}

/** Whether `other` is a trip meter's label for `line`: left of it on its row, or just above it. */
function tripLabelOf(line: TextLine, other: TextLine): boolean {
  if (!TRIP.test(other.text)) return false;
  const dy = other.cy - line.cy;
  const leftGap = line.cx - line.w / 2 - (other.cx + other.w / 2);
  const sameRow = Math.abs(dy) < 0.8 * line.h && leftGap > -other.w && leftGap < 3 * line.h;
  const above =
    dy > -1.8 * line.h &&
    dy < -0.4 * line.h &&
    Math.abs(other.cx - line.cx) < (line.w + other.w) / 2;
  return sameRow || above;
}

/**
 * The unit a line printed. A lone "m" glued on is taken as km: on the real LCDs it was always a
 * raised "km" whose k the reader lost (read-photo-data/real-*).
 */
function unitName(unit: string | null): 'km' | 'mi' | null {
  if (!unit) return null;
  return /^mi/i.test(unit) ? 'mi' : 'km';
}

/**
 * The odometer when PP-OCR's lines say it plainly, else null (the caller then weighs its other
 * looks). A line read cut wider that found a narrow 1 before the figure is taken with it (real
 * LCDs draw a leading 1 a cell's width from the rest); one that found a 1 after it is left to the
 * caller, whose 7-segment reader can confirm it, unless it follows a drum's five whole wheels
 * (that 1 is the tenths wheel's, and the caller looks for that wheel in the photo).
 */
export function odometerFromLines(lines: TextLine[]): LinePick | null {
  const candidates: {
    value: number;
    unit: 'km' | 'mi' | null;
    evidence: number;
    wheels?: LinePick['wheels'];
  }[] = [];
  for (const line of lines) {
    const figure = figureOf(line.text);
    if (!figure) continue;
    // Five digits from a leading 0 with no unit glued on: a drum's whole wheels, perhaps, with
    // its tenths wheel just past the line.
    const drumWhole = !figure.unit && /^0\d{4}$/.test(figure.digits);
    const sure = line.confidence >= (figure.unit ? SURE_WITH_UNIT : SURE);
    if (!sure && !(drumWhole && line.confidence >= DRUM_SURE)) continue;
    if (dialScale(figure.digits) || TRIP.test(line.text)) continue;
    if (lines.some((other) => other !== line && tripLabelOf(line, other))) continue;
    let digits = figure.digits;
    const wider = line.wider?.text;
    const trailingOne = wider === `${digits}1`;
    // A 1 after five digits with nothing by them: an LCD's last 1 the narrow cut lost, or a
    // drum's tenths wheel reading 1: taken as five whole wheels only where the photo shows that
    // wheel past the line (below), else left to the caller's 7-segment reader.
    const drumOrLcd = trailingOne && !drumWhole && /^[1-9]\d{4}$/.test(figure.digits);
    if (trailingOne && !drumWhole && !drumOrLcd) return null;
    if (wider === `1${digits}`) digits = wider;
    let unit = unitName(figure.unit);
    let unitBy = figure.unit !== null;
    let evidence = (figure.unit ? 2 : 0) + (LABEL_IN_LINE.test(line.text.trim()) ? 1 : 0);
    for (const other of lines) {
      if (other === line) continue;
      if (unitBeside(line, other)) {
        evidence = Math.max(evidence, 2);
        unit ??= unitName(other.text.trim());
        unitBy = true;
      }
      if (labelNear(line, other)) evidence += 1;
    }
    // Taken only once the photo shows a tenths wheel just past it (the caller looks): read less
    // surely, or with a 1 after it that the line cut wider found (that wheel's digit).
    const tenthsPast = (drumWhole && (!sure || trailingOne)) || drumOrLcd;
    if (tenthsPast && unitBy) {
      if (trailingOne) return null;
      continue;
    }
    const mileage = mileageOf(digits, !unitBy);
    if (!mileage) continue;
    const wheels =
      !unitBy && /^0\d{5,}$/.test(digits)
        ? { line, digits }
        : tenthsPast
          ? { line, digits, tenthsPast }
          : evidence === 0 && /^[1-9]\d{5}$/.test(digits)
            ? { line, digits, lit: true }
            : undefined;
    candidates.push({ value: Number(mileage), unit, evidence, ...(wheels && { wheels }) });
  }
  if (candidates.length === 0) return null;
  const best = Math.max(...candidates.map((candidate) => candidate.evidence));
  const top = candidates.filter((candidate) => candidate.evidence === best);
  const values = new Set(top.map((candidate) => candidate.value));
  if (values.size !== 1) return null;
  const [pick] = top;
  // A unit printed elsewhere on the cluster (not km/h or mph), or glued to the trip meter's
  // figure (a cluster shows both in one unit), when none stood by the figure.
  const elsewhere = lines
    .map(
      (line) =>
        (UNIT_LINE.exec(line.text.trim()) ?? TRIP_WITH_UNIT.exec(line.text.trim()))?.[1] ?? null,
    )
    .find(Boolean);
  // Sure when a unit or label vouches for it and no other figure competes; less so when it is
  // only the one such number on the cluster.
  const rivals = new Set(candidates.map((candidate) => candidate.value)).size - 1;
  const confidence = Math.max(0.5, (best >= 2 ? 0.9 : 0.7) - 0.1 * rivals);
  return {
    value: pick!.value,
    unit: pick!.unit ?? unitName(elsewhere ?? null),
    confidence,
    ...(pick!.wheels && { wheels: pick!.wheels }),
  };
}
