// Where a question says a car was sold ("my European Golf", "a UK-spec Focus", "a JDM Skyline",
// "my US-market Jetta"), so a US-only recall is not said to apply to a car the asker says is
// European. Only words about the car's market count; nothing is guessed from the asker's units.
import type { CarMarket } from '../../../../shared/car-market.ts';
import { wordsOf } from './car-words.ts';

const EUROPE_COUNTRIES =
  'uk|britain|great britain|england|scotland|wales|ireland|germany|france|italy|spain|portugal|netherlands|holland|belgium|austria|switzerland|sweden|norway|denmark|finland|poland|czechia|czech republic|greece|europe|the eu';
const OTHER_COUNTRIES =
  'japan|australia|new zealand|china|india|south africa|brazil|argentina|chile|korea|south korea|thailand|malaysia|indonesia|singapore|the philippines|the middle east|the uae|dubai|saudi arabia|israel|turkey|russia';
const NA_COUNTRIES =
  'the us|the usa|the states|the united states|america|north america|canada|mexico';

// "German car" or "Japanese car" says where the maker is, not where the car was sold: a
// nationality counts only with a market word ("German-market", "JDM", "UK-spec").
const SPEC = '(?:[- ]?(?:spec|specification|market|import|registered|version))';
const SOLD = '(?:bought|sold|registered|purchased|built for|imported from|made for)';

const PATTERNS: ReadonlyArray<readonly [CarMarket, RegExp]> = [
  [
    'eu',
    new RegExp(
      `\\b(?:europeans?|euro${SPEC}|eu${SPEC}|uk${SPEC}|gb${SPEC}|uk car|british${SPEC}|german${SPEC}|french${SPEC}|italian${SPEC}|swedish${SPEC}|irish${SPEC}|eudm|ukdm|${SOLD} (?:new )?in (?:${EUROPE_COUNTRIES}))\\b`,
      'gi',
    ),
  ],
  [
    'na',
    new RegExp(
      `\\b(?:north american|american${SPEC}|us${SPEC}|usa${SPEC}|u\\.s\\.${SPEC}|usdm|canadian${SPEC}?|cdm|federal[- ]spec|${SOLD} (?:new )?in (?:${NA_COUNTRIES}))\\b`,
      'gi',
    ),
  ],
  [
    'other',
    new RegExp(
      `\\b(?:jdm|japanese${SPEC}|australian${SPEC}?|aus${SPEC}|aussie|kdm|korean${SPEC}|chinese${SPEC}|indian${SPEC}|south african|gcc[- ]spec|${SOLD} (?:new )?in (?:${OTHER_COUNTRIES}))\\b`,
      'gi',
    ),
  ],
];

export interface MarketWord {
  market: CarMarket;
  /** Its position in the question's words (the scale of CarMention.at). */
  at: number;
}

/** Every market the question states, in order, with where it says it. */
export function marketWordsIn(text: string): MarketWord[] {
  const source = text.replace(/'(\d\d)\b/g, ' $1');
  const found: MarketWord[] = [];
  for (const [market, pattern] of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      found.push({ market, at: wordsOf(source.slice(0, match.index)).length });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The market the question states for a car found at word `at`: the only one it states, else the
 * nearest (several cars, several markets: "a US Camry or a European Golf"); null when none.
 */
export function marketNear(words: readonly MarketWord[], at: number): CarMarket | null {
  const markets = new Set(words.map((w) => w.market));
  if (markets.size === 0) return null;
  if (markets.size === 1) return words[0]!.market;
  // The market word usually comes before the car ("my European Golf"): prefer those, nearest first.
  const before = words.filter((w) => w.at <= at);
  const pick = (before.length ? before : words).reduce((best, w) =>
    Math.abs(w.at - at) < Math.abs(best.at - at) ? w : best,
  );
  return pick.market;
}
