// Words in other apps' exports → Odo's record types, service types and expense categories
// (English, Russian, Portuguese, German and more: the languages of the real exports tried).
import type { ExpenseCategory, ServiceType } from '../../../shared/garage.ts';
import type { ImportRecordType } from '../../../shared/garage-import.ts';

/** Keywords → service type, most specific first ("brake fluid" before "brake"). */
const SERVICE_KEYWORDS: Array<[RegExp, ServiceType]> = [
  [
    /transmission|gearbox|\batf\b|cvt|differential|diff fluid|акпп|трансмисс|câmbio|getriebe/,
    'transmission_fluid',
  ],
  [
    /brake fluid|brake flush|brake bleed|тормозн\S* жидкост|fluido de freio|bremsflüssig/,
    'brake_fluid',
  ],
  [/brake|pads?\b|rotors?\b|discs?\b|тормоз|freio|pastilh|bremse/, 'brake_pads'],
  [/rotat|ротац|rodízio/, 'tyre_rotation'],
  [/\btyres?\b|\btires?\b|wheel alignment|alignment|шин|pneu|reifen|балансир|alinhamento/, 'tyres'],
  [/timing|cam ?belt|грм|correia dentada|zahnriemen/, 'timing_belt'],
  [/coolant|antifreeze|radiator|охлажд|антифриз|arrefecimento|kühl/, 'coolant'],
  [/cabin|pollen|салон|ar condicionado filtro|innenraum/, 'cabin_filter'],
  [
    /air filter|engine filter|intake filter|воздушн\S* фильтр|filtro de ar|luftfilter/,
    'air_filter',
  ],
  [/spark|glow plug|свеч|vela|zündkerze/, 'spark_plugs'],
  [/\boil\b|lube|ölwechsel|масл|óleo|oleo|\böl\b/, 'oil_change'],
  [/batter|аккумулятор|bateria/, 'battery'],
  [
    /inspect|\bmot\b|smog|emission|safety check|t[üu]v|state check|техосмотр|vistoria|hauptuntersuchung/,
    'inspection',
  ],
];

export function serviceTypeFromText(text: string): ServiceType {
  const lower = text.toLowerCase();
  for (const [pattern, type] of SERVICE_KEYWORDS) if (pattern.test(lower)) return type;
  return 'other';
}

const CATEGORY_KEYWORDS: Array<[RegExp, ExpenseCategory]> = [
  [/insur|страхов|осаго|каско|seguro|versicherung/, 'insurance'],
  [
    /regist|\btax|licen[cs]e|vignette|rego\b|налог|ipva|licenciamento|steuer|maut/,
    'registration_tax',
  ],
  [/parking|парков|стоянк|estacionamento|parken/, 'parking'],
  [/toll|e-?z ?pass|congestion|платн\S* дорог|pedágio/, 'tolls'],
  [/loan|lease|financ|payment|кредит|лизинг|financiamento|leasing|rate\b/, 'loan_lease'],
  [/wash|clean|detail|valet|мойк|lavagem|wäsche/, 'cleaning'],
  [/accessor|\bmats?\b|cover|dash ?cam|rack|тюнинг|обвес|acessório|zubehör/, 'accessories'],
];

export function expenseCategoryFromText(text: string, fallback: ExpenseCategory): ExpenseCategory {
  const lower = text.toLowerCase();
  for (const [pattern, category] of CATEGORY_KEYWORDS) if (pattern.test(lower)) return category;
  return fallback;
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
      'расходы',
    ].map((word) => [word, 'expense' as const]),
  ),
};

/** A record type cell ("Fuel", "Tanken", "Заправка", "Service") → Odo's record type, or null. */
export function recordTypeOfWord(word: string): ImportRecordType | null {
  return RECORD_TYPE_WORDS[word.trim().toLowerCase()] ?? null;
}
