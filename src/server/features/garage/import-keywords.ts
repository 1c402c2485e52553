// Words in other apps' exports → Odo's record types, service types and expense categories
// (English, Russian, Portuguese, German, French, Spanish, Italian, Polish, Dutch: the languages of
// the real exports tried, and of the markets these apps sell in).
import type { ExpenseCategory, ServiceType } from '../../../shared/garage.ts';
import type { ImportRecordType } from '../../../shared/garage-import.ts';

/** Keywords → service type, most specific first ("brake fluid" before "brake", oil before filters). */
const SERVICE_KEYWORDS: Array<[RegExp, ServiceType]> = [
  [
    /transmission|gearbox|\batf\b|cvt|differential|diff fluid|акпп|трансмисс|câmbio|getriebe/,
    'transmission_fluid',
  ],
  [
    /brake fluid|brake flush|brake bleed|тормозн\S* жидкост|fluido de freio|bremsflüssig|liquide de frein|líquido de frenos|liquido freni|płyn hamulcowy|remvloeistof/,
    'brake_fluid',
  ],
  [
    /brake|pads?\b|rotors?\b|discs?\b|тормоз|freio|pastilh|bremse|frein|plaquette|freno|freni|pastill|pastiglie|hamul|klock|remmen|remblok/,
    'brake_pads',
  ],
  [/rotat|ротац|rodízio/, 'tyre_rotation'],
  [
    /\btyres?\b|\btires?\b|wheel alignment|alignment|шин|pneu|reifen|балансир|alinhamento|neumátic|gomme|opon|banden|parallélisme|equilibrage|équilibrage/,
    'tyres',
  ],
  [
    /timing|cam ?belt|грм|correia dentada|zahnriemen|courroie de distribution|distribución|distribuzione|rozrząd|distributieriem/,
    'timing_belt',
  ],
  [
    /\boil\b|lube|ölwechsel|масл|óleo|oleo|\böl\b|vidange|huile|aceite|\bolio\b|olej|\bolie\b/,
    'oil_change',
  ],
  [
    /coolant|antifreeze|radiator|охлажд|антифриз|arrefecimento|kühl|refroidissement|refrigerante|płyn chłodniczy|koelvloeistof/,
    'coolant',
  ],
  [/cabin|pollen|салон|ar condicionado filtro|innenraum/, 'cabin_filter'],
  [
    /air filter|engine filter|intake filter|воздушн\S* фильтр|filtro de ar|luftfilter|filtre à air|filtro de aire|filtro aria|filtr powietrza|luchtfilter/,
    'air_filter',
  ],
  [/spark|glow plug|свеч|vela|zündkerze|bougie|bujía|candel|świec|bougies/, 'spark_plugs'],
  [/batter|аккумулятор|bateria|batería|akumulator|accu\b/, 'battery'],
  [
    /inspect|\bmot\b|smog|emission|safety check|t[üu]v|state check|техосмотр|vistoria|hauptuntersuchung|contrôle technique|\bitv\b|revisione|inspección|przegląd|\bapk\b/,
    'inspection',
  ],
];

/** Something added, not changed ("Oil Additive", "top up coolant", "Rabbocco olio"). */
const ADDED =
  /additive|top[ -]?up|topped|rabbocc|nachgefüllt|nachfüll|\bappoint\b|долив|rellen|completar/;
/** Words that say a part or fluid was changed after all. */
const CHANGED = /change|replace|wechsel|cambio|vidange|troca|sostitu|замен|exchange/;

/**
 * The service a text names, most specific first; oil before the filters changed with it ("air
 * filter, engine oil, oil filter" is an oil change). A fluid only added is no service of the
 * schedule (it would reset one): "other".
 */
export function serviceTypeFromText(text: string): ServiceType {
  const lower = text.toLowerCase();
  if (ADDED.test(lower) && !CHANGED.test(lower)) return 'other';
  for (const [pattern, type] of SERVICE_KEYWORDS) if (pattern.test(lower)) return type;
  return 'other';
}

const CATEGORY_KEYWORDS: Array<[RegExp, ExpenseCategory]> = [
  [
    /insur|страхов|осаго|каско|seguro|versicherung|assurance|assicura|ubezpiecz|verzekering/,
    'insurance',
  ],
  [
    /regist|\btax|licen[cs]e|vignette|rego\b|налог|ipva|licenciamento|steuer|maut|taxe|impuesto|\bbollo\b|carte grise|podatek|wegenbelasting/,
    'registration_tax',
  ],
  [
    /parking|парков|стоянк|estacionamento|parken|stationnement|aparcamiento|parcheggio|parkeren/,
    'parking',
  ],
  [
    /toll|e-?z ?pass|congestion|платн\S* дорог|pedágio|péage|peaje|pedaggio|autostrad|tolweg/,
    'tolls',
  ],
  [/loan|lease|financ|payment|кредит|лизинг|financiamento|leasing|rate\b/, 'loan_lease'],
  [
    /wash|clean|detail|valet|мойк|lavagem|wäsche|lavage|lavado|lavaggio|myjnia|wasstraat/,
    'cleaning',
  ],
  [/accessor|\bmats?\b|cover|dash ?cam|rack|тюнинг|обвес|acessório|zubehör/, 'accessories'],
];

export function expenseCategoryFromText(text: string, fallback: ExpenseCategory): ExpenseCategory {
  const lower = text.toLowerCase();
  for (const [pattern, category] of CATEGORY_KEYWORDS) if (pattern.test(lower)) return category;
  return fallback;
}

/** A car wash or valeting (not "washer fluid", which is upkeep). */
export function isCarWash(text: string): boolean {
  return /car ?wash|\bwash(ing)?\b|valet|мойк|lavagem|autowäsche|\blavage\b|lavado|lavaggio|myjnia|wasstraat/.test(
    text.toLowerCase(),
  );
}

/** Money that is not upkeep: buying the car, or paying for it. Never counted as maintenance. */
export function isPurchaseOrLoan(text: string): boolean {
  return /purchase|bought|down ?payment|loan|lease|financ|покупк|кредит|лизинг|compra|financiamento|kauf|leasing/.test(
    text.toLowerCase(),
  );
}

/** Words for a row's record type (English, German, French, Spanish, Portuguese, Russian). */
const RECORD_TYPE_WORDS: Record<string, ImportRecordType> = {
  ...Object.fromEntries(
    [
      'fuel',
      'fill-up',
      'fillup',
      'fuel-up',
      'fuelup',
      'fill up',
      'refuel',
      'refuelling',
      'refueling',
      'gas',
      'charge',
      'charging',
      'tanken',
      'tankung',
      'laden',
      'carburant',
      'plein',
      'recharge',
      'repostaje',
      'combustible',
      'abastecimento',
      'combustível',
      'recarga',
      'заправка',
      'топливо',
      'rifornimento',
      'tankowanie',
      'tankbeurt',
    ].map((word) => [word, 'fuel' as const]),
  ),
  ...Object.fromEntries(
    [
      'maintenance',
      'service',
      'repair',
      'wartung',
      'inspektion',
      'reparatur',
      'werkstatt',
      'entretien',
      'réparation',
      'mantenimiento',
      'servicio',
      'reparación',
      'manutenção',
      'serviço',
      'reparo',
      'обслуживание',
      'manutenzione',
      'riparazione',
      'serwis',
      'naprawa',
      'onderhoud',
      'reparatie',
      'сервис',
      'ремонт',
    ].map((word) => [word, 'maintenance' as const]),
  ),
  ...Object.fromEntries(
    [
      'expense',
      'cost',
      'other',
      'kosten',
      'ausgabe',
      'sonstiges',
      'dépense',
      'frais',
      'gasto',
      'despesa',
      'расход',
      'spesa',
      'wydatek',
      'koszt',
      'uitgave',
      'расходы',
    ].map((word) => [word, 'expense' as const]),
  ),
};

/** A record type cell ("Fuel", "Tanken", "Заправка", "Service") → Odo's record type, or null. */
export function recordTypeOfWord(word: string): ImportRecordType | null {
  return RECORD_TYPE_WORDS[word.trim().toLowerCase()] ?? null;
}
