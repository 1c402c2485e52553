// The decode of a VIN vPIC does not know (most cars outside North America): what the VIN says by
// itself — maker, country, model year — and, for every decode, the list of what it does not say.
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { vinCountry, vinModelYear, wmiMake, wmiSingleMake } from '../../lib/vin-wmi.ts';

/** The facts a decode lacks, in words, e.g. ['model', 'engine']. */
export function unknownFacts(decoded: DecodedVin): string[] {
  const { engine } = decoded;
  const facts: [string, boolean][] = [
    ['make', decoded.make === null],
    ['model year', decoded.year === null],
    ['model', decoded.model === null],
    ['body', decoded.body === null],
    ['engine', engine.cylinders === null && engine.displacementL === null && engine.model === null],
    ['fuel type', decoded.fuelType === null && decoded.fuelTypePrimary === null],
    ['transmission', decoded.transmission === null],
    ['plant', decoded.plant === null],
  ];
  return facts.filter(([, missing]) => missing).map(([name]) => name);
}

/**
 * Maker, country and model year from the WMI table and position 10; null for an unlisted maker.
 * A code several brands share gives no make, its brands as the manufacturer ("Kia / Hyundai").
 */
export function wmiDecode(vin: string, now = new Date()): DecodedVin | null {
  const maker = wmiMake(vin);
  if (!maker) return null;
  // A plant that builds several brands: the make is not known, the brands it may be are said.
  const make = wmiSingleMake(vin);
  const { year, note } = vinModelYear(vin, now);
  const decoded: DecodedVin = {
    vin,
    complete: false,
    year,
    make,
    manufacturer: make ? null : maker,
    model: null,
    trim: null,
    series: null,
    body: null,
    doors: null,
    driveType: null,
    transmission: null,
    engine: {
      cylinders: null,
      displacementL: null,
      displacementCc: null,
      configuration: null,
      model: null,
      manufacturer: null,
      turbo: null,
      powerKw: null,
    },
    fuelType: null,
    fuelTypePrimary: null,
    fuelTypeSecondary: null,
    electrification: null,
    gvwr: null,
    plant: null,
    safety: { restraints: null },
    source: 'wmi',
    country: vinCountry(vin),
    yearNote: note,
  };
  return { ...decoded, unknown: unknownFacts(decoded) };
}

/** The 404 for a maker code neither vPIC nor the WMI table knows, naming the code's country. */
export function unknownMakerMessage(vin: string): string {
  const country = vinCountry(vin);
  const where = country ? ` (a code assigned in ${country})` : '';
  return `No maker we know of uses the code ${vin.slice(0, 3)}${where}, the first three characters: check the VIN or fill in the car by hand.`;
}
