// Brand logos from @cardog-icons/core (MIT; SVG files in the package, nothing fetched at run time).
// Each logo is its own hashed asset: this module holds only their URLs, the SVG loads when shown.
import { logoSlug } from '../../../shared/vehicle-data.ts';

/** Odo's make slug (`logoSlug`) → the brand's name in the package's files ("<name> Icon.svg"). */
export const BRAND_LOGO_NAMES: Readonly<Record<string, string>> = {
  acura: 'Acura',
  'alfa-romeo': 'Alfa Romeo',
  'aston-martin': 'Aston Martin',
  audi: 'Audi',
  bentley: 'Bentley',
  bmw: 'BMW',
  bugatti: 'Bugatti',
  buick: 'Buick',
  byd: 'BYD',
  cadillac: 'Cadillac',
  chevrolet: 'Chevrolet',
  chrysler: 'Chrysler',
  dodge: 'Dodge',
  ferrari: 'Ferrari',
  fiat: 'Fiat',
  ford: 'Ford',
  genesis: 'Genesis',
  gmc: 'GMC',
  honda: 'Honda',
  hummer: 'Hummer',
  hyundai: 'Hyundai',
  infiniti: 'Infiniti',
  jaguar: 'Jaguar',
  jeep: 'Jeep',
  kia: 'Kia',
  koenigsegg: 'Koenigsegg',
  lamborghini: 'Lamborghini',
  'land-rover': 'Landrover',
  lexus: 'Lexus',
  lincoln: 'Lincoln',
  lotus: 'Lotus',
  lucid: 'Lucid',
  maserati: 'Maserati',
  mazda: 'Mazda',
  mclaren: 'McLaren',
  'mercedes-benz': 'MB',
  mini: 'Mini',
  mitsubishi: 'Mitsubishi',
  nissan: 'Nissan',
  pagani: 'Pagani',
  polestar: 'Polestar',
  porsche: 'Porsche',
  ram: 'RAM',
  rivian: 'Rivian',
  'rolls-royce': 'Rolls Royce',
  subaru: 'Subaru',
  tesla: 'Tesla',
  toyota: 'Toyota',
  vinfast: 'Vinfast',
  volkswagen: 'Volkswagen',
  volvo: 'Volvo',
};

/** Other spellings of a make (vPIC's manufacturer words, common short names) → Odo's slug. */
const ALIASES: Readonly<Record<string, string>> = {
  mercedes: 'mercedes-benz',
  'mercedes-amg': 'mercedes-benz',
  'mercedes-benz-usa': 'mercedes-benz',
  landrover: 'land-rover',
  'range-rover': 'land-rover',
  'rolls-royce-motor-cars': 'rolls-royce',
  'ram-trucks': 'ram',
  'mini-cooper': 'mini',
  chevy: 'chevrolet',
  vw: 'volkswagen',
  'lucid-motors': 'lucid',
  'tesla-motors': 'tesla',
  'byd-auto': 'byd',
  'polestar-automotive': 'polestar',
};

/** The package's brand name for a make as vPIC or a user writes it ("MERCEDES-BENZ"), or null. */
export function brandLogoName(make: string | null | undefined): string | null {
  if (!make) return null;
  const slug = logoSlug(make);
  return BRAND_LOGO_NAMES[ALIASES[slug] ?? slug] ?? null;
}

// `no-inline` keeps even the smallest SVG a separate file instead of a data URL in this chunk;
// `exhaustive` lets the glob read the package under node_modules; keys are the bare file names.
// Only the light variants: the mark always sits on a white chip, in the dark theme too.
const urls = import.meta.glob<string>('./* Icon.svg', {
  base: '../../../../node_modules/@cardog-icons/core/optimized',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
  exhaustive: true,
});

/** The URL of a make's logo (a separate SVG file), or null: show the neutral mark. */
export function brandLogoUrl(make: string | null | undefined): string | null {
  const name = brandLogoName(make);
  return name ? (urls[`./${name} Icon.svg`] ?? null) : null;
}
