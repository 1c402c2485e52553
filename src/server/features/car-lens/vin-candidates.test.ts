// The reading rules on their own (no photo, no OCR): what counts as a VIN in read text, which
// look-alike repairs a rule decides, and when a reading is refused rather than guessed (issue 29).
import { describe, expect, it } from 'vitest';
import { makerWritesCheckDigit, zFillerMaker } from './maker-conventions.ts';
import { rank, repairVin, repairVins, vinCandidates } from './vin-candidates.ts';
import { bestPartialReading, decideVin, mayHoldVin } from './vin-partial.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('readings of any ISO 3779 VIN', () => {
  it('takes a European, Japanese, Korean, Russian or Chinese VIN as read', () => {
    for (const vin of [
      'WVWZZZ1JZXW000001',
      'JMZBK14Z2A1234567',
      'KMHDN41BP6U123456',
      'XTA21093022345678',
      'LSGPC52U1AF123456',
    ]) {
      expect(repairVin(vin, NOW), vin).toEqual({ vin, fixes: 0 });
    }
    expect(vinCandidates('VIN: WVWZZZ1JZXW000001')[0]).toEqual({
      vin: 'WVWZZZ1JZXW000001',
      fixes: 0,
      whole: true,
    });
  });

  it('ranks a window that begins inside a word and runs on into the next as a repair', () => {
    // "(VIN) LFV2A21K4F389117": a glyph dropped, the label's N lent to the VIN.
    const [stitched] = vinCandidates('(VIN) LFV2A21K4F389117', { endsAtToken: true });
    expect(stitched).toMatchObject({ vin: 'NLFV2A21K4F389117', fixes: 0, stitched: true });
    expect(rank(stitched!)).toBeGreaterThanOrEqual(2);
    // A VIN run into its label in one word, or split by a space, is read as printed.
    expect(vinCandidates('VINWVWZZZ1JZXW000001', { endsAtToken: true })[0]).toEqual({
      vin: 'WVWZZZ1JZXW000001',
      fixes: 0,
      whole: false,
    });
    expect(rank(vinCandidates('WVWZZZ1JZX W000001', { endsAtToken: true })[0]!)).toBe(0);
  });

  it('refuses a Chinese or North-American reading whose check digit fails and no swap mends', () => {
    expect(repairVin('LSGPC52U5AF123456', NOW)).toBeNull();
    expect(repairVin('1HGCM82633A004353', NOW)).toBeNull();
  });

  it('reads I, O and Q as 1, 0, 0 where the result passes every rule of its maker code', () => {
    expect(repairVin('WVWZZZ1JZXWOOOOO1', NOW)).toEqual({ vin: 'WVWZZZ1JZXW000001', fixes: 1 });
    expect(repairVin('XTA21O93022345678', NOW)).toEqual({ vin: 'XTA21093022345678', fixes: 1 });
    // Not for a maker code nobody knows: no check digit, no known WMI, nothing decides.
    expect(repairVin('KKWZZZ1JZXWOOOOO1', NOW)).toBeNull();
  });

  it('swaps look-alikes where a rule decides: digits at the end, the year code, the maker code', () => {
    // Positions 14–17 are digits: S is 5, B is 8, G is 6, Z is 2.
    expect(repairVin('XTA2109302234S6B8', NOW)).toEqual({ vin: 'XTA21093022345688', fixes: 2 });
    expect(repairVin('KMHDN41BP6U12G4Z6', NOW)).toEqual({ vin: 'KMHDN41BP6U126426', fixes: 2 });
    // Z is no model-year code; 2 is (2002).
    expect(repairVin('XTA210930Z234567B', NOW)).toEqual({
      vin: 'XTA2109302234567' + '8',
      fixes: 2,
    });
    // TM8 is no maker code, TMB (Škoda) is: offered after the reading as it stands.
    expect(repairVins('TM8JJ21Z762123456', NOW)).toEqual([
      { vin: 'TM8JJ21Z762123456', fixes: 0 },
      { vin: 'TMBJJ21Z762123456', fixes: 2 },
    ]);
    // The ZZZ filler read as printed says a Volkswagen-group maker: as sure as the fillers (1),
    // and the reading as it stands is no VIN (no other maker fills positions 4–6 so).
    expect(repairVins('WUWZZZ1KZ9W123456', NOW)).toEqual([{ vin: 'WVWZZZ1KZ9W123456', fixes: 1 }]);
    // Real 256 px labels: VW's WVW read as WWW (one swap; not VWV, two); a Russian-built VW's
    // XW8 read as XWB, UzAuto's (Chevrolet) code, which writes no ZZZ.
    expect(repairVins('WWWZZZ1KZ8M317048', NOW)).toEqual([{ vin: 'WVWZZZ1KZ8M317048', fixes: 1 }]);
    expect(repairVins('XWBZZZ61ZJG029541', NOW)).toEqual([{ vin: 'XW8ZZZ61ZJG029541', fixes: 1 }]);
    // A maker code misread in every glyph (motion blur: WVW as MWM) is a poor look: the repair
    // is one the decoder must confirm (2).
    expect(repairVins('MWMZZZ1JZXM340976', NOW)).toEqual([{ vin: 'WVWZZZ1JZXM340976', fixes: 2 }]);
    // The group's serial is six digits: a B read there is an 8 (a real Tiguan tag); Porsche's
    // serial holds letters, left as read.
    expect(repairVins('WVGZZZ1TZ9W0B9492', NOW)).toEqual([{ vin: 'WVGZZZ1TZ9W089492', fixes: 1 }]);
    expect(repairVins('WP1ZZZ92ZELA87530', NOW)).toEqual([{ vin: 'WP1ZZZ92ZELA87530', fixes: 0 }]);
    // Where the maker writes its check digit (a Kaluga-built car spelled out, not ZZZ-filled),
    // position 9 holds a digit: a B there is an 8.
    expect(repairVins('XW8CK41ZBDK237149', NOW)).toEqual([{ vin: 'XW8CK41Z8DK237149', fixes: 2 }]);
    expect(makerWritesCheckDigit('XW8ZZZ61ZJG029541')).toBe(false);
    expect(makerWritesCheckDigit('YS3FB56V571140918')).toBe(true);
    expect(makerWritesCheckDigit('WBADL82060CA97076')).toBe(true);
    expect(makerWritesCheckDigit('WDB2200652A138485')).toBe(false);
    // No look-alike names one, but the Z filler at 9 too says the group's European VIN: the
    // one code a glyph away (real 256 px tags read WVG as WNG and as WYG).
    expect(zFillerMaker('WNGZZZ1TZ4W029782')).toBe('WVGZZZ1TZ4W029782');
    expect(zFillerMaker('WYGZZZ1TZ5W171019')).toBe('WVGZZZ1TZ5W171019');
    // Without it (position 9 a digit), or with two codes a glyph away (WV5: WV1, WV2, WV3…), no.
    expect(zFillerMaker('WHGZZZ1T54W029782')).toBe('WHGZZZ1T54W029782');
    expect(zFillerMaker('WV5ZZZ1TZ4W029782')).toBe('WV5ZZZ1TZ4W029782');
    // No Volkswagen-group code among the look-alikes: the maker code stays as read.
    expect(zFillerMaker('KMHZZZ1K58M317048')).toBe('KMHZZZ1K58M317048');
    // Mercedes' WDB read as NDB (no filler to vouch for it: a repair the decoder must then
    // confirm, 2).
    expect(repairVins('NDB2037072A671170', NOW)).toEqual([
      { vin: 'NDB2037072A671170', fixes: 0 },
      { vin: 'WDB2037072A671170', fixes: 2 },
    ]);
    // A maker code no single look-alike makes known stays as read.
    expect(repairVins('XWEJX81AGH0000031', NOW)).toEqual([{ vin: 'XWEJX81AGH0000031', fixes: 0 }]);
    // S for 5 in a Tesla's 5YJ: as a North-American VIN its check digit holds.
    expect(repairVins('SYJ3E1EAXKF179190', NOW)).toEqual([
      { vin: 'SYJ3E1EAXKF179190', fixes: 0 },
      { vin: '5YJ3E1EAXKF179190', fixes: 2 },
    ]);
    expect(repairVins('SYJ3E1EAXKF179199', NOW)).toEqual([{ vin: 'SYJ3E1EAXKF179199', fixes: 0 }]);
    // North America: the check digit decides (5 read as S, 8 as B), and says it alone chose.
    expect(repairVin('1HGCMB2633A004352', NOW)).toEqual({
      vin: '1HGCM82633A004352',
      fixes: 2,
      checkDigitSwap: true,
    });
  });

  it("reads a Volkswagen group's Z fillers read as 2 or 7 as Z, for its cars built for Europe", () => {
    // Stamped and blurred plates: Z read as 7 or 2 in positions 4–6 (and at 9 where the maker
    // always writes the filler there).
    expect(repairVins('TRUZ778J281984086', NOW)).toEqual([{ vin: 'TRUZZZ8J281984086', fixes: 1 }]);
    expect(repairVins('XW877Z61ZEG435450', NOW)).toEqual([{ vin: 'XW8ZZZ61ZEG435450', fixes: 1 }]);
    expect(repairVin('WVWZ2Z1J2XW757752', NOW)).toEqual({ vin: 'WVWZZZ1JZXW757752', fixes: 1 });
    // A VIN for North America (a model code at 4–6, a check digit at 9) is read as it stands.
    expect(repairVin('WVWAA7AJ1BW123456', NOW)).toEqual({ vin: 'WVWAA7AJ1BW123456', fixes: 0 });
    expect(repairVin('WVW2Z7AJ5BW123456', NOW)).toEqual({ vin: 'WVW2Z7AJ5BW123456', fixes: 0 });
    // Another maker's VIN keeps its 2s and 7s.
    expect(repairVin('VF3227E0635413105', NOW)).toEqual({ vin: 'VF3227E0635413105', fixes: 0 });
  });

  it('offers no VIN read as printed whose maker code, one look-alike off, names a maker whose check digit then holds', () => {
    // A real Kaluga-built label (VW's Russian plant writes its check digit) read XW8 as XWB,
    // UzAuto's code, in every look: only the twin is offered, as a swap the check digit chose
    // (it never settles on its own), so the photo is not recognised instead of misread.
    expect(repairVins('XWBAG2NH7LK114908', NOW)).toEqual([
      { vin: 'XW8AG2NH7LK114908', fixes: 2, checkDigitSwap: true },
    ]);
    // The check digit fails in the twin too: UzAuto's VIN as read.
    expect(repairVins('XWBAG2NH5LK114908', NOW)).toEqual([{ vin: 'XWBAG2NH5LK114908', fixes: 0 }]);
    // A maker code read as printed whose own check digit holds stays as read.
    expect(repairVins('XW8AG2NH7LK114908', NOW)).toEqual([{ vin: 'XW8AG2NH7LK114908', fixes: 0 }]);
  });

  it('reads a Mercedes maker code whose D closed into an O as WDB, the one maker it can be', () => {
    expect(repairVins('WOB2110262A689263', NOW)).toEqual([{ vin: 'WDB2110262A689263', fixes: 2 }]);
  });

  it("reads the Z fillers of a maker code mended into the Volkswagen group's", () => {
    // A real Passat label: WVW read WWW and its ZZZ as 22Z in one look.
    expect(repairVins('WWW22Z3BZYP048111', NOW)).toEqual([
      { vin: 'WWW22Z3BZYP048111', fixes: 0 },
      { vin: 'WVWZZZ3BZYP048111', fixes: 2 },
    ]);
  });

  it('reads a digit where Avtotor writes a letter (position 9) as the letter it looks like', () => {
    expect(repairVins('XWEGU4138G0001463', NOW)).toEqual([{ vin: 'XWEGU413BG0001463', fixes: 1 }]);
    expect(repairVins('XWEGU413BG0001463', NOW)).toEqual([{ vin: 'XWEGU413BG0001463', fixes: 0 }]);
    // Another maker's position 9 stays as read.
    expect(repairVins('KNAGU4138G0001463', NOW)).toEqual([{ vin: 'KNAGU4138G0001463', fixes: 0 }]);
  });

  it('offers a reading of Avtotor with a digit at position 9 no letter looks like only as a repair that never settles', () => {
    // Two real labels of the dataset's training split: XWEG2414BM… and XWEDB41CBJ… read with a 0
    // where the B is, in every look.
    const neverSettles = { fixes: 2, breaksMaker: true };
    expect(repairVins('XWEG24140M0005063', NOW)).toEqual([
      { vin: 'XWEG24140M0005063', ...neverSettles },
    ]);
    expect(repairVins('XWEDB41C0J0001651', NOW)).toEqual([
      { vin: 'XWEDB41C0J0001651', ...neverSettles },
    ]);
    const [candidate] = vinCandidates('XWEG24140M0005063');
    expect(rank(candidate!)).toBeGreaterThanOrEqual(6);
  });

  it("reads a Kaluga-built Volkswagen's position 9 as its Z filler", () => {
    // A real windscreen tag of the training split: XW8ZZZ61ZGG026688 read with a 2 at position 9.
    expect(repairVins('XW8ZZZ612GG026688', NOW)).toEqual([{ vin: 'XW8ZZZ61ZGG026688', fixes: 1 }]);
    expect(repairVins('XW8ZZZ61ZGG026688', NOW)).toEqual([{ vin: 'XW8ZZZ61ZGG026688', fixes: 0 }]);
    // So does the Volkswagen brand's (a real Touran tag read WVGZ2Z1724W… in four looks of six).
    expect(repairVins('WVGZZZ1TZ4W009374', NOW)[0]?.vin).toBe('WVGZZZ1TZ4W009374');
    expect(repairVins('WVGZ2Z1T24W009374', NOW)[0]?.vin).toBe('WVGZZZ1TZ4W009374');
    expect(repairVins('WV1ZZZ2KZAX012205', NOW)[0]?.vin).toBe('WV1ZZZ2KZAX012205');
    expect(repairVins('WV1ZZZ2K7AX012205', NOW)[0]?.vin).toBe('WV1ZZZ2KZAX012205');
    // Elsewhere in the group position 9 stays as read (Audi's Hungarian plant writes a 2 there).
    expect(repairVins('TRUZZZ8J281752935', NOW)[0]?.vin).toBe('TRUZZZ8J281752935');
  });

  it("reads a T in a Volkswagen SUV's model code that every look read as 7", () => {
    // A real Touran tag (rf_1746): 1T read as 17 in all six looks, its position 9 as Z or 2.
    expect(repairVins('WVGZZZ17Z4W009374', NOW)).toEqual([{ vin: 'WVGZZZ1TZ4W009374', fixes: 1 }]);
    expect(repairVins('WVGZ2Z1724W009374', NOW)).toEqual([{ vin: 'WVGZZZ1TZ4W009374', fixes: 1 }]);
    // Two other digits are no model code of theirs: a reading that never settles.
    const [twoDigits] = repairVins('WVGZZZ15Z4W009374', NOW);
    expect(twoDigits).toMatchObject({ vin: 'WVGZZZ15Z4W009374', breaksMaker: true });
    // Codes with a letter first keep their digit (a T-Roc's A1), and the VW brand's own codes
    // may be two digits (a Beetle's 16).
    expect(repairVins('WVGZZZA1ZKV012345', NOW)[0]?.vin).toBe('WVGZZZA1ZKV012345');
    expect(repairVins('WVWZZZ16ZDM012345', NOW)).toEqual([{ vin: 'WVWZZZ16ZDM012345', fixes: 0 }]);
    expect(repairVins('WVWZZZ17ZDM012345', NOW)).toEqual([{ vin: 'WVWZZZ17ZDM012345', fixes: 0 }]);
  });

  it("never settles a VW-brand reading with a letter's look-alike digit where its plant letter is", () => {
    // A real Golf label from Brussels (B) read WVWZZZ1KZ58… in every look.
    expect(repairVins('WVWZZZ1KZ58059351', NOW)).toEqual([
      { vin: 'WVWZZZ1KZ58059351', fixes: 2, breaksMaker: true },
    ]);
    // A Brazilian-built Fox's plant is a 4, which no letter looks like; a letter is as read.
    expect(repairVins('WVWZZZ5ZZ84053959', NOW)).toEqual([{ vin: 'WVWZZZ5ZZ84053959', fixes: 0 }]);
    expect(repairVins('WVWZZZ1KZ5B059351', NOW)).toEqual([{ vin: 'WVWZZZ1KZ5B059351', fixes: 0 }]);
    // A Crafter's (WV1) plant may be a 6.
    expect(repairVins('WV1ZZZ2EZ96020080', NOW)).toEqual([{ vin: 'WV1ZZZ2EZ96020080', fixes: 0 }]);
  });

  it("reads Hyundai Rus's digits where it writes letters (positions 4 and 9) as those letters", () => {
    // Real labels of the training split: Z94PB814BNR… read …8148NR…, Z94G2813BMR… read Z946…8MR….
    expect(repairVins('Z94PB8148NR026148', NOW)).toEqual([{ vin: 'Z94PB814BNR026148', fixes: 1 }]);
    expect(repairVins('Z94628138MR349270', NOW)).toEqual([{ vin: 'Z94G2813BMR349270', fixes: 1 }]);
    expect(repairVins('Z94K241CBNR313284', NOW)).toEqual([{ vin: 'Z94K241CBNR313284', fixes: 0 }]);
    // Renault's vehicle line (position 4): VF1BSRPL4… read VF18SRPL4….
    expect(repairVins('VF18SRPL459170573', NOW)).toEqual([{ vin: 'VF1BSRPL459170573', fixes: 1 }]);
    // …and its model (position 5): VF1BB0F0F… read VF1B30F0F… under glare (no letter looks like 3).
    expect(repairVins('VF1B30F0F21277139', NOW)).toEqual([
      { vin: 'VF1B30F0F21277139', fixes: 2, breaksMaker: true },
    ]);
    expect(repairVins('VF14SRPL459170573', NOW)).toEqual([
      { vin: 'VF14SRPL459170573', fixes: 2, breaksMaker: true },
    ]);
  });

  it('offers a reading with a digit where its maker writes its plant letter only as one that never settles', () => {
    // A real FAW label of the training split: LFBGE3067MJK01163, its J read as I (fixed to 1) in
    // every look; China's check digit cannot tell J from 1.
    expect(repairVins('LFBGE3067MIK01163', NOW)).toEqual([
      { vin: 'LFBGE3067M1K01163', fixes: 2, breaksMaker: true },
    ]);
    expect(repairVins('LFBGE3067MJK01163', NOW)).toEqual([{ vin: 'LFBGE3067MJK01163', fixes: 0 }]);
    // A maker whose plant code may be a digit: as read.
    expect(repairVins('WVWZZZ5ZZ84053959', NOW)).toEqual([{ vin: 'WVWZZZ5ZZ84053959', fixes: 0 }]);
    // Dodge's Sprinter code with a digit where its series letter goes: a real Mercedes-Benz label
    // of the training split, WDB2200652A138485, read WD8… in every look. Its maker code's
    // look-alike spelling is offered as a repair (the decoder's rule for repairs then decides).
    expect(repairVins('WD82200652A138485', NOW)).toEqual([
      { vin: 'WD82200652A138485', fixes: 2, breaksMaker: true },
      { vin: 'WDB2200652A138485', fixes: 2 },
    ]);
  });

  it("puts back a maker code's first glyph lost at the edge where the ZZZ filler names the maker", () => {
    expect(vinCandidates('SSZZZ6LZ2R024643')).toEqual([
      { vin: 'VSSZZZ6LZ2R024643', fixes: 1, whole: true },
    ]);
    expect(vinCandidates('VWZZZ3BZ3E009869').map((c) => c.vin)).toEqual(['WVWZZZ3BZ3E009869']);
    // Its fillers read as 7 or 2, with position 9 a filler too (a real Sharan tag).
    expect(vinCandidates('VWZZ77MZXV019523')).toEqual([
      { vin: 'WVWZZZ7MZXV019523', fixes: 1, whole: true },
    ]);
    // No ZZZ filler, or two glyphs lost: nothing to go by.
    expect(vinCandidates('MBKD21Z758034337')).toEqual([]);
    expect(vinCandidates('WZZZ3BZ3E009869')).toEqual([]);
    // Fillers read as 2 or 7 but position 9 a digit: not the group's signature.
    expect(vinCandidates('VWZZ77M3XV019523')).toEqual([]);
    // No Z among them: three digits, not fillers.
    expect(vinCandidates('VW2277MZXV019523')).toEqual([]);
  });

  it('never forces a reading into a VIN that merely parses', () => {
    // A letter with no digit look-alike in the serial: no VIN.
    expect(repairVin('WVWZZZ1JZXW00K001', NOW)).toBeNull();
    // A European reading that fails only the serial rule, with the year code unusable: no VIN.
    expect(repairVin('VVWZZZ1JZUW0000S1', NOW)).toBeNull();
    // A North-American year code for a year that has not come (position 7 letter, Y = 2030).
    expect(repairVin('1HGCM8AS3YA00435S', NOW)).toBeNull();
    // The check digit does not invent a maker code: 1H6 is never tried for 1HG.
    expect(repairVin('1HGCM82633A004353', NOW)).toBeNull();
  });
});

describe('when readings disagree', () => {
  const vote = (count: number, rank: number, order: number) => ({ count, rank, order });

  it('takes the reading with more votes, then the one with fewer repairs', () => {
    expect(
      decideVin(
        new Map([
          ['WVWZZZ1JZXW000001', vote(2, 0, 1)],
          ['WVWZZZ1JZXW000007', vote(1, 0, 0)],
        ]),
      ),
    ).toBe('WVWZZZ1JZXW000001');
    expect(
      decideVin(
        new Map([
          ['WVWZZZ1JZXW000001', vote(1, 4, 0)],
          ['WVWZZZ1JZXW000007', vote(1, 0, 1)],
        ]),
      ),
    ).toBe('WVWZZZ1JZXW000007');
  });

  it('answers nothing when two readings are level and nothing decides', () => {
    expect(
      decideVin(
        new Map([
          ['WVWZZZ1JZXW000001', vote(1, 0, 0)],
          ['WVWZZZ1JZXW000007', vote(1, 0, 1)],
        ]),
      ),
    ).toBeNull();
    expect(decideVin(new Map())).toBeNull();
    // A single reading that needed look-alike swaps, confirmed by no other pass: not enough.
    expect(decideVin(new Map([['1HGCM82633A004352', vote(1, 4, 0)]]))).toBeNull();
    expect(decideVin(new Map([['1HGCM82633A004352', vote(2, 4, 0)]]))).toBe('1HGCM82633A004352');
  });

  it('offers the best partial reading for the typed-VIN form', () => {
    const texts = [
      'FAHRZEUG-IDENT-NR\nWVWZZZ1JZXW00O0K1',
      'WVWZZZ1JZXW0000K1\nZUL. GESAMTGEWICHT 1680 KG',
      'WVW ZZZ1JZXW0000K1',
    ];
    expect(bestPartialReading(texts)).toBe('WVWZZZ1JZXW0000K1');
    expect(bestPartialReading(['no number here', 'TEL 0800 123 456'])).toBeNull();
  });

  it('tells a text that may hold a VIN from one that cannot (the reader gives up on the latter)', () => {
    // A VIN read with a slip, split by spaces, or run into its label: worth more passes.
    expect(mayHoldVin('WVW ZZZ1JZXW00O0K1')).toBe(true);
    expect(mayHoldVin('TYPE 1J\nCNVINWBAPK7C57AA465988')).toBe(true);
    // Words, short numbers, a long run with too few digits: no VIN can be in them.
    expect(mayHoldVin('ZULASSUNGSBESCHEINIGUNG\nTYPE 1J\nTEL 0800 123')).toBe(false);
    expect(mayHoldVin('LSVAG4181C29C')).toBe(false);
    expect(mayHoldVin('')).toBe(false);
  });
});
