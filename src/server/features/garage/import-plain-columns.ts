// The column names and units of a plain file (the custom preset): names other apps and people
// use, in several languages, and the units a header or its cells name.
import type { ImportField } from '../../../shared/garage-import.ts';
import type { Units } from '../../../shared/units.ts';

/** A column name without the unit it carries: "odometer (mi)" → "odometer", "fuel [l]" → "fuel". */
export const withoutUnit = (name: string) => name.replace(/\s*[([][^)\]]*[)\]]\s*$/, '').trim();

/** Column names other apps use, for the custom preset's first guess (LubeLogger's list and more). */
export const COMMON_COLUMNS: Partial<Record<ImportField, readonly string[]>> = {
  recordType: [
    'record_type',
    'record type',
    'type of record',
    'entry type',
    'type',
    'typ',
    'tipo',
    'тип',
    'kind',
  ],
  date: [
    'date',
    'fuelup_date',
    'service date',
    'date/time',
    'date time',
    'datetime',
    'day',
    'datum',
    'fecha',
    'data',
    'дата',
  ],
  odometer: [
    'odometer',
    'odometer_km',
    'odometer_mi',
    'odometer reading',
    'odo',
    'mileage',
    'kilometerstand',
    'km-stand',
    'kilometrage',
    'kilometraje',
    'quilometragem',
    'пробег',
    'km',
    'kilometers',
    'miles',
    'chilometraggio',
    'contachilometri',
    'odometro',
    'hodometro',
    'licznik',
    'przebieg',
    'stan licznika',
  ],
  cost: [
    'cost',
    'total cost',
    'totalcost',
    'total_cost',
    'total price',
    'total_price',
    'total',
    'amount',
    'price total',
    'kosten',
    'betrag',
    'montant',
    'importe',
    'valor',
    'сумма',
    'стоимость',
    'prix total',
    'prezzo totale',
    'costo totale',
    'importo',
    'precio total',
    'costo total',
    'valor total',
    'gesamtpreis',
    'gesamtkosten',
    'totaal',
    'bedrag',
    'kwota',
    'koszt',
  ],
  currency: ['currency', 'currency code'],
  pricePerUnit: [
    // Fuelio's per-unit price, before its "Price", which is the total.
    'volumeprice',
    'price',
    'price per unit',
    'unit price',
    'price_per_unit',
    'price per litre',
    'price per liter',
    'price per gallon',
    'price/l',
    'price/gal',
    'cost per gallon',
    'ppg',
    'ppl',
    'pence per litre',
    'pence per liter',
    'preis',
    'prix',
    'precio',
    'preço',
    'цена',
  ],
  volume: [
    'volume',
    'volume_l',
    'fuelconsumed',
    'litres',
    'liters',
    'litre',
    'liter',
    'gallons',
    'quantity',
    'qty',
    'fuel',
    'fuel amount',
    'amount of fuel',
    'menge',
    'litros',
    'объем',
    'литры',
    'литров',
    'количество',
    'quantite',
    'quantita',
    'cantidad',
    'volumen',
    'litri',
    'ilosc',
    'hoeveelheid',
  ],
  kwh: ['kwh', 'energy', 'energy (kwh)'],
  fullTank: [
    'full_tank',
    'full tank',
    'isfilltofull',
    'filled up',
    'filled tank',
    'tank filled',
    'full',
  ],
  partialFill: ['partial_fuelup', 'partial tank', 'partial_fill', 'partial'],
  missedPrevious: [
    'missed_previous',
    'missed_fuelup',
    'missedfuelup',
    'missed fill up',
    'missed_fill',
    'missed',
  ],
  grade: ['grade', 'fuel grade', 'fuel type', 'octane'],
  serviceType: ['service_type', 'service type', 'service'],
  description: [
    'description',
    'title',
    'item',
    'service description',
    'beschreibung',
    'bezeichnung',
    'descripción',
    'descrição',
    'описание',
  ],
  category: ['category', 'expense category'],
  recurring: ['recurring', 'repeat'],
  note: [
    'note',
    'notes',
    'comment',
    'comments',
    'memo',
    'notiz',
    'bemerkung',
    'anmerkung',
    'notas',
    'observações',
    'примечание',
    'remarque',
    'remarques',
    'nota',
    'uwagi',
    'opmerking',
    'opmerkingen',
  ],
};

const MILES = /(^|[^a-z])(mi|miles?|mpg|mls)([^a-z]|$)/;
const KILOMETRES = /(^|[^a-z])(km|kms|kilomet(er|re)s?|l\/100 ?km|km\/l)([^a-z]|$)/;
const GALLONS = /(^|[^a-z])(gal|gals|gallons?|mpg|us ?gal)([^a-z]|$)/;
const IMPERIAL = /imp|uk|brit/;
const LITRES = /(^|[^a-z])(l|ltr|lit(er|re)s?|l\/100 ?km|km\/l)([^a-z]|$)/;

/** Units written in the cells themselves ("61,200 mi", "40.5 L", "10.2 gal"), by the first of each. */
export function unitsFromCells(columns: string[][]): Partial<Units> {
  const units: Partial<Units> = {};
  for (const cells of columns) {
    const unit = /^[-\d.,\s\u00a0']+\s*([a-z. ]+)$/i.exec(
      cells.find((cell) => cell !== '') ?? '',
    )?.[1];
    const word = unit?.trim().toLowerCase().replace(/\.$/, '') ?? '';
    if (!units.distance && /^(mi|miles?)$/.test(word)) units.distance = 'mi';
    else if (!units.distance && /^(km|kms|kilomet(er|re)s?)$/.test(word)) units.distance = 'km';
    if (!units.volume && /^(gal|gals|gallons?|us gal)$/.test(word)) units.volume = 'us_gal';
    else if (!units.volume && /^(imp gal|uk gal)$/.test(word)) units.volume = 'uk_gal';
    else if (!units.volume && /^(l|ltr|lit(er|re)s?)$/.test(word)) units.volume = 'l';
  }
  return units;
}

/**
 * The units a plain file's header names: "Odometer (mi)", "Distance (miles)", "Volume (gal)",
 * "Gallons", "Fuel (imp gal)", "Litres", "MPG", "L/100km"; null when it names none.
 */
export function unitsFromHeader(header: string[]): Partial<Units> | null {
  const units: Partial<Units> = {};
  for (const name of header) {
    if (!units.distance && MILES.test(name)) units.distance = 'mi';
    else if (!units.distance && KILOMETRES.test(name)) units.distance = 'km';
    if (!units.volume && GALLONS.test(name)) {
      units.volume = IMPERIAL.test(name) ? 'uk_gal' : 'us_gal';
    } else if (!units.volume && LITRES.test(name)) units.volume = 'l';
  }
  return units.distance || units.volume ? units : null;
}
