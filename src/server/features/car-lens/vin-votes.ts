// How Car Lens settles a VIN from its OCR readings (issue 29): one vote per pass for each VIN a
// reading holds that passes the VIN rules; a VIN is settled when enough passes agree and no
// reading of the same line disagrees — a rival VIN a few edits off, or (where no check digit
// vouches) a reading of it that is no VIN — or, read as printed, outnumbers weak disagreement four
// to one, overall or at every position (never a rival VIN read as well as it, never a VIN only a
// check digit's swap made). A wrong VIN is worse than none.
import { checkDigitRequired, vinCheckDigit } from '../../../shared/vin-rules.ts';
import { differOnlyInLookAlikes, glyphsApart, readAlike } from './look-alikes.ts';
import { lostMakerGlyph, makerWritesCheckDigit } from './maker-conventions.ts';
import { rank, vinCandidates } from './vin-candidates.ts';
import { editDistance, readPositions } from './vin-alignment.ts';
import { decideVin, vinLikeRuns } from './vin-partial.ts';

/** Accepts a VIN that passes the VIN rules (decodes it) or says no. */
export type AcceptVin = (vin: string, fixes: 0 | 1 | 2) => Promise<boolean>;

/** How sure a reading is: two passes agreeing, or a barcode, settle it. */
const SETTLED = 2;
/** Two readings this close (edits: a character changed, dropped or added) are one line read
 * differently (a rival), not two VINs. */
const RIVAL_DISTANCE = 4;

/**
 * How many times a leader must outnumber weak disagreement (settles()) to settle anyway. Looks of
 * one line are not independent: rendered photos turned 9° at 440 px read KNADNS12BA6863049 in 4
 * looks of 5 and the printed VIN in 1, and WAUZ7Z8… for WAUZZZ8… 4 to 1 — so a rival VIN read as
 * printed is never outvoted; a 520 px document read TRU2228J… 6 to 2 against TRUZZZ8J….
 */
const LEAD_RATIO = 4;
/** How many times a VIN read as printed must outnumber a look-alike rival read so (outvoted()). */
const OUTVOTED_RATIO = 5;
/** Fewest looks a leader needs to settle over weak disagreement. */
const LEAD_VOTES = 3;

/** Rank from which a reading needed look-alike repairs or I/O/Q fixed (vin-candidates.ts). */
const REPAIRED = 2;
/**
 * Worst rank of a reading that may lead over weak disagreement: a whole token read as printed but
 * for the fixes that can mean nothing else — I, O and Q (no VIN has them) and the Volkswagen
 * group's Z fillers (vin-candidates.ts, fixes 1). A real Opel label read WOL0SDL68A4222472 in five
 * looks of six and one look dropped two glyphs; a VW label read its ZZZ as 2Z2 in four of five.
 */
const AS_PRINTED = 2;
/**
 * Rank from which a reading never settles: its look-alike swap was chosen by the check digit
 * alone, or it has a digit where its maker writes a letter (vin-candidates.ts, breaksMaker).
 */
const NEVER_SETTLES = 6;

/**
 * Whether another VIN read as printed (no repair), or fixed no more than `vin` itself, lies
 * within RIVAL_DISTANCE edits of it — a rival fixed alike only when it differs from `vin` in
 * glyphs no look-alike explains. A reading whose only fixes are the certain ones (I/O/Q, Z
 * fillers) is no surer than a rival fixed alike that read another glyph: a rendered 256 px plate
 * read TRUZZZ8J281752985 in four looks (its ZZZ as 222) and its printed …935 in one. Where the
 * two differ only in look-alikes (a Golf's year code 5 read S in two looks of six, a Z filler as
 * 7), it is one glyph seen alike and read differently: the looks' majority decides (settles()).
 */
function strongRival(votes: Map<string, { count: number; rank: number }>, vin: string): boolean {
  const leader = votes.get(vin) ?? { count: 0, rank: 0 };
  const { rank } = leader;
  for (const [other, vote] of votes) {
    if (other === vin || editDistance(other, vin) > RIVAL_DISTANCE) continue;
    if (failsItsMaker(other, vin)) continue;
    if (outvoted(vin, leader, other, vote)) continue;
    if (vote.rank < REPAIRED) return true;
    if (vote.rank <= rank && !differOnlyInLookAlikes(other, vin)) return true;
  }
  return false;
}

/**
 * Whether a rival read as printed is one look's slip: it differs from `vin` in one glyph, or only
 * in look-alikes, and `vin`, read as printed (AS_PRINTED), has OUTVOTED_RATIO times its looks and
 * at least that many. Four to one is not enough (a rendered plate read KNADNS12BA6863049 four
 * times and its printed VIN once); real labels read XWEPH81… five times and XWEPHB1… once,
 * W0L0AHM756G… five times and …755G… once, a Chevrolet Niva's MX1TF… five times and MX11F… once.
 */
function outvoted(
  vin: string,
  leader: { count: number; rank: number },
  other: string,
  rival: { count: number },
): boolean {
  return (
    leader.rank <= AS_PRINTED &&
    leader.count >= OUTVOTED_RATIO &&
    leader.count >= OUTVOTED_RATIO * rival.count &&
    (differOnlyInLookAlikes(other, vin) || glyphsApart(other, vin) === 1)
  );
}

/**
 * Votes for other VINs within RIVAL_DISTANCE edits of `vin` that pass the rules only once
 * repaired, each weighing half: a worse look of the line, not a clear reading of another VIN.
 * One that fails the check digit its maker writes, where `vin`'s holds, counts no more than a
 * North-American reading that fails its sum: it is no VIN of that maker (failsItsMaker).
 */
function repairedRivalVotes(votes: Map<string, { count: number; rank: number }>, vin: string) {
  let total = 0;
  for (const [other, vote] of votes) {
    if (other === vin || editDistance(other, vin) > RIVAL_DISTANCE) continue;
    if (vote.rank >= REPAIRED && !failsItsMaker(other, vin)) total += vote.count / 2;
  }
  return total;
}

/**
 * Whether the VIN's check digit vouches for it: only in a market that requires one, or for a
 * maker that writes one everywhere (makerWritesCheckDigit); elsewhere position 9 is any
 * character, and matching the check-digit sum is a 1-in-11 coincidence.
 */
function vouched(vin: string): boolean {
  return (checkDigitRequired(vin) || makerWritesCheckDigit(vin)) && vinCheckDigit(vin) === vin[8];
}

/**
 * Whether `other` is no reading of a VIN its maker wrote, where `vin` is: the maker writes its
 * check digit (makerWritesCheckDigit), `vin`'s holds and `other`'s does not. A real Kaluga-built
 * label read XW8DX11Z5BK265671 in three looks and …265871, which fails the sum, in one.
 */
function failsItsMaker(other: string, vin: string): boolean {
  return makerWritesCheckDigit(other) && vouched(vin) && vinCheckDigit(other) !== other[8];
}

/** Looks that must read a VIN's line alike but for the one glyph its sum mends (settled()). */
const MENDING_LOOKS = 2;

/** Edits from which a look's reading of a vouched VIN's line disputes it (settles()). */
const SEVERAL_GLYPHS = 2;

/** Agreeing passes that settle a VIN: 2 when its check digit vouches for it, else 3. */
function votesNeeded(vin: string): number {
  return vouched(vin) ? SETTLED : SETTLED + 1;
}

/** Extra characters a VIN may be printed among on its own line ("VIN:", "E", a stray mark). */
const MAX_EXTRA = 4;

/**
 * The OCR'd text, line by line, keeping only the VINs printed as one: a VIN read out of a run
 * of many short numbers (tyre sizes, weights, document numbers) is a decoy, not a VIN. A line
 * keeps the 17 characters when at most 3 neighbouring tokens, with ≤ 4 extra characters, hold
 * them, or when one longer word ends with them; other lines are dropped (vinCandidates reads each
 * kept line).
 */
function textLines(text: string): string[] {
  const kept: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    // Case kept: vinCandidates reads a lowercase glyph as one not seen clearly.
    const tokens = line.split(/[^A-Za-z0-9]+/).filter(Boolean);
    // A label run into the VIN with no space ("VINTRUZZZ…", a line read as one word): the VIN is
    // the word's end (vinCandidates only tries windows that end where a word ends).
    // A reading one glyph short whose lost maker glyph the ZZZ filler names (lostMakerGlyph).
    for (const token of tokens) {
      if (token.length > 17 + MAX_EXTRA || lostMakerGlyph(token.toUpperCase())) kept.push(token);
    }
    for (let start = 0; start < tokens.length; start += 1) {
      let joined = '';
      for (let end = start; end < tokens.length && end < start + 3; end += 1) {
        joined += tokens[end]!;
        if (joined.length >= 17 && joined.length <= 17 + MAX_EXTRA) {
          kept.push(tokens.slice(start, end + 1).join(' '));
        }
        if (joined.length > 17 + MAX_EXTRA) break;
      }
    }
  }
  return kept;
}

/** The votes of one photo's readings. */
export class VinVotes {
  /** Votes per VIN that decodes: one per pass that read it, and the best way it was read. */
  private readonly votes = new Map<string, { count: number; rank: number; order: number }>();
  private readonly verdicts = new Map<string, Promise<boolean>>();
  /** Per VIN the rules refused as repaired, the looks that read it so (attestLater). */
  private readonly unattested = new Map<string, Set<string>[]>();
  /** Per pass: the VINs it voted for and its VIN-like runs (vin-partial.ts). */
  private readonly looks: { voted: Set<string>; runs: string[] }[] = [];

  private readonly accept: AcceptVin;

  constructor(accept: AcceptVin) {
    this.accept = accept;
  }

  /** The VIN rules' verdict, asked once per VIN and repair level. */
  accepted(vin: string, fixes: 0 | 1 | 2): Promise<boolean> {
    const key = `${vin}:${fixes}`;
    let verdict = this.verdicts.get(key);
    if (!verdict) {
      verdict = this.accept(vin, fixes).catch(() => false);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  /**
   * Counts one pass's text: one vote for each VIN it holds, however many lines of it hold it.
   * With `settleNow`, the first VIN whose votes settle it is returned at once; else null.
   */
  async count(text: string, settleNow: boolean): Promise<string | null> {
    const seen = new Set<string>();
    this.looks.push({ voted: seen, runs: vinLikeRuns(text) });
    for (const candidate of textLines(text).flatMap((line) =>
      vinCandidates(line, { endsAtToken: true }),
    )) {
      if (seen.has(candidate.vin)) continue;
      if (!(await this.accepted(candidate.vin, candidate.fixes))) {
        this.attestLater(candidate.vin, seen);
        continue;
      }
      seen.add(candidate.vin);
      const vote = this.votes.get(candidate.vin) ?? {
        count: 0,
        rank: 9,
        order: this.votes.size,
      };
      vote.count += 1;
      vote.rank = Math.min(vote.rank, rank(candidate));
      this.votes.set(candidate.vin, vote);
      this.attested(candidate.vin);
      if (settleNow && this.settles(candidate.vin)) return candidate.vin;
    }
    return null;
  }

  /**
   * A look's reading the rules refused at its repair level (a maker code swapped into one vPIC
   * knows, the car not found: NDB… for WDB…): counted for the VIN once another look reads it in
   * a way they accept (as printed). A real 256 px Mercedes label read NDB… in three looks of six
   * and WDB… in two.
   */
  private attestLater(vin: string, look: Set<string>): void {
    const vote = this.votes.get(vin);
    if (vote) {
      look.add(vin);
      vote.count += 1;
      return;
    }
    this.unattested.set(vin, [...(this.unattested.get(vin) ?? []), look]);
  }

  /** The looks waiting for `vin` (attestLater) vote for it, now that a look attested it. */
  private attested(vin: string): void {
    const vote = this.votes.get(vin)!;
    for (const look of this.unattested.get(vin) ?? []) {
      if (look.has(vin)) continue;
      look.add(vin);
      vote.count += 1;
    }
    this.unattested.delete(vin);
  }

  /**
   * The best reading (most votes, whole and unrepaired first) when enough passes agree on it and
   * none disagrees, or only weakly and four times less (settles()); null when two readings are
   * level and nothing decides, or when a rival VIN read as printed disagrees: OCR misreads a
   * glyph the same way in most variants (Z as 7), so more votes do not decide between them. (A
   * check digit that matches is a 1-in-11 chance, so one reading among a dozen of the same line,
   * however it vouches, is no VIN: a 256 px photo once gave a wrong one so.)
   */
  settled(): string | null {
    const best = decideVin(this.votes);
    if (best && this.settles(best)) return best;
    for (const [vin, vote] of this.votes) if (this.sumMendsOneGlyph(vin, vote)) return vin;
    return null;
  }

  /**
   * Passes that read `vin`'s line otherwise, as no VIN at all (a glyph dropped, doubled or read
   * into a reading the rules refuse: a VIN-like run a few edits off) — each a rival, unless a
   * check digit vouches for `vin` (then a reading that fails it is no evidence against it). A
   * 520 px registration document read VF34C5FHC9S344759 in 3 looks of 5 and VF34C5FC9S344759 in
   * one: its VIN has a W where the H is.
   */
  private otherwiseRead(vin: string): number {
    if (vouched(vin)) return 0;
    return this.looks.filter((look) => this.nearestRun(look, vin) !== null).length;
  }

  /**
   * The distinct readings of `vin`'s line, by looks that voted for nothing near it, at least
   * SEVERAL_GLYPHS edits off and not the same shapes read otherwise (readAlike: a Chery tag's D
   * read as 0 in three looks of six, the other three reading its VIN). Each is one more chance
   * for a garbled reading's check digit to hold by luck; looks that read the line alike are one.
   */
  private disputingReadings(vin: string): number {
    const readings = new Set<string>();
    for (const look of this.looks) {
      const near = this.nearestRun(look, vin);
      if (near && near.edits >= SEVERAL_GLYPHS && !readAlike(near.run, vin)) readings.add(near.run);
    }
    return readings.size;
  }

  /** A look's VIN-like run nearest `vin`, within RIVAL_DISTANCE edits, when it voted for none. */
  private nearestRun(look: { voted: Set<string>; runs: string[] }, vin: string) {
    if ([...look.voted].some((other) => editDistance(other, vin) <= RIVAL_DISTANCE)) return null;
    let nearest: { run: string; edits: number } | null = null;
    for (const run of look.runs) {
      if (run.includes(vin)) continue;
      const edits = editDistance(run, vin);
      if (edits <= RIVAL_DISTANCE && (!nearest || edits < nearest.edits)) nearest = { run, edits };
    }
    return nearest;
  }

  /**
   * Enough agreeing looks and no disagreement; or, for a VIN read as printed (whole, unrepaired
   * but for AS_PRINTED's certain fixes) by at least LEAD_VOTES looks and no strong rival, weak
   * disagreement (rivals that needed repairs, looks that read the line as no VIN) it outnumbers
   * LEAD_RATIO to 1.
   */
  private settles(vin: string): boolean {
    const vote = this.votes.get(vin);
    if (vote === undefined || vote.count < votesNeeded(vin)) return false;
    // Every look needed a swap only the check digit chose: after one glyph misread elsewhere,
    // each look-alike in the reading is one chance in eleven that swapping it "mends" the sum (a
    // 256 px document read 8 as 5 in every look, and a 2 swapped for Z mended it). Measured over
    // 1,048 rendered photos (decision 028): no right VIN settled so, one wrong one did.
    if (vote.rank >= NEVER_SETTLES) return false;
    if (strongRival(this.votes, vin)) return false;
    // A check digit holds by chance once in eleven readings: it vouches for a VIN only when more
    // looks read it than there are other readings of its line, several glyphs off (a real, faint
    // Chery tag, LVVDB11BXMD115761, read LVVH8718XM0715761 in two looks, its sum holding, and two
    // other ways in two more). A look one glyph off that fails the sum is no evidence against it,
    // and looks that agree on another reading are one (a real Kia sticker's 5XYKTCA68… read
    // 5XYK1CAB8… in three looks of six).
    if (vouched(vin) && vote.count <= this.disputingReadings(vin)) return false;
    const weak = repairedRivalVotes(this.votes, vin) + this.otherwiseRead(vin);
    if (weak === 0) return true;
    if (vote.rank > AS_PRINTED || vote.count < LEAD_VOTES) return false;
    return vote.count >= LEAD_RATIO * weak || this.leadsEveryPosition(vin);
  }

  /**
   * A VIN whose market requires the check digit, read as printed by one look with its sum
   * holding, where every other look that read its line whole (17 characters) read it alike but
   * for one glyph, the same in each and at the same place — and at least MENDING_LOOKS such looks:
   * they confirm the other sixteen glyphs, and at the one in doubt the sum allows only the glyph
   * that one look read (every weight but position 9's is prime to eleven, so the others' reading
   * breaks it). Real Chery tags read LVVDB11B9M0203250 in three looks (the plant letter D as 0)
   * and as printed in one. Not on a maker's own habit (makerWritesCheckDigit): where a car's VIN
   * breaks it (four of five older Volvo labels here), one look's slip that happens to hold the
   * sum would win over the looks that read the VIN.
   */
  private sumMendsOneGlyph(vin: string, vote: { count: number; rank: number }): boolean {
    if (vote.count !== 1 || vote.rank > AS_PRINTED) return false;
    if (!checkDigitRequired(vin) || vinCheckDigit(vin) !== vin[8]) return false;
    let slip: string | null = null;
    let looks = 0;
    for (const look of this.looks) {
      if (look.voted.has(vin)) continue;
      const near = this.nearestReading(look, vin);
      if (!near || near.reading.length !== vin.length) continue;
      if (glyphsApart(near.reading, vin) !== 1) return false;
      const at = [...vin].findIndex((glyph, index) => near.reading[index] !== glyph);
      if (at === 8) return false;
      const here = `${at}:${near.reading[at]}`;
      if (slip !== null && slip !== here) return false;
      slip = here;
      looks += 1;
    }
    return looks >= MENDING_LOOKS && !strongRival(this.votes, vin);
  }

  /**
   * Whether, position by position, the looks that read `vin`'s character there outnumber those
   * that read another LEAD_RATIO to 1: looks that disagree at different places (one read the W as
   * M, another the Z as 7) each weigh only where they disagree. A look reads the line as its
   * nearest reading within RIVAL_DISTANCE edits — a VIN it voted for (a repaired one weighs half,
   * as in settles()) or a VIN-like run — and a look that read nothing near it is not counted.
   */
  private leadsEveryPosition(vin: string): boolean {
    const alike = Array<number>(vin.length).fill(0);
    const otherwise = Array<number>(vin.length).fill(0);
    for (const look of this.looks) {
      if (look.voted.has(vin)) {
        for (let index = 0; index < vin.length; index += 1) alike[index]! += 1;
        continue;
      }
      const near = this.nearestReading(look, vin);
      if (!near) continue;
      readPositions(vin, near.reading).forEach((read, index) => {
        if (read === 'alike') alike[index]! += near.weight;
        else if (read === 'otherwise') otherwise[index]! += near.weight;
      });
    }
    return alike.every((count, index) => count >= LEAD_RATIO * otherwise[index]!);
  }

  /** A look's reading nearest `vin` (within RIVAL_DISTANCE edits) and its weight, or null. */
  private nearestReading(look: { voted: Set<string>; runs: string[] }, vin: string) {
    let best: { reading: string; weight: number; distance: number } | null = null;
    const consider = (reading: string, weight: number) => {
      const distance = editDistance(reading, vin);
      if (distance <= RIVAL_DISTANCE && (!best || distance < best.distance)) {
        best = { reading, weight, distance };
      }
    };
    for (const other of look.voted) {
      consider(other, (this.votes.get(other)?.rank ?? 0) >= REPAIRED ? 0.5 : 1);
    }
    if (!best) for (const run of look.runs) if (!run.includes(vin)) consider(run, 1);
    return best as { reading: string; weight: number } | null;
  }
}
