// Replies of the garage's history, share-link and photo-reading routes as zod schemas, for the
// OpenAPI document (see reply-schemas.ts); each is checked at compile time against its type.
import { z } from 'zod';
import type { SameShape } from '../../lib/replies.ts';
import type {
  CreatedShareLinkDto,
  ShareLinkDto,
  VehicleHistoryDto,
} from '../../../shared/garage-history.ts';
import type { OdometerReading, ReceiptReadingDto } from '../../../shared/photo-readings.ts';
import { DISTANCE_UNITS, VOLUME_UNITS } from '../../../shared/units-vocab.ts';
import type { historyCsv } from './export-csv.ts';

const nullableNumber = z.number().nullable();
const nullableString = z.string().nullable();

export const shareLinkReply = z
  .object({
    id: z.string(),
    status: z.enum(['active', 'expired', 'revoked']),
    expiresAt: z.string(),
    revokedAt: nullableString,
    createdAt: z.string(),
  })
  .meta({ id: 'ShareLink' });

export const shareLinkListReply = z.array(shareLinkReply);

export const createdShareLinkReply = z
  .object({
    id: z.string(),
    url: z.string().describe('The link to the history: shown only this once.'),
    expiresAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CreatedShareLink' });

const totals = z.object({
  currency: z.string(),
  total: z.number(),
  maintenance: z.number(),
  fuel: z.number(),
  expenses: z.number(),
});

export const vehicleHistoryReply = z
  .object({
    vehicle: z.object({
      year: z.number(),
      make: z.string(),
      model: z.string(),
      trim: z.string(),
      vin: nullableString,
      mileage: z.number(),
      fuelType: nullableString,
      colour: nullableString,
      imageUrl: nullableString,
    }),
    units: z.object({ distance: z.enum(DISTANCE_UNITS), volume: z.enum(VOLUME_UNITS) }),
    currency: nullableString,
    generatedAt: z.string(),
    summary: z.object({
      servicesCount: z.number(),
      totalSpent: nullableNumber,
      maintenanceTotal: nullableNumber,
      fuelTotal: nullableNumber,
      expensesTotal: nullableNumber,
      totals: z.array(totals),
      lastService: z
        .object({ date: z.string(), mileage: nullableNumber, typeLabel: z.string() })
        .nullable(),
      since: nullableString,
    }),
    maintenance: z.array(
      z.object({
        date: z.string(),
        mileage: nullableNumber,
        type: z.string(),
        typeLabel: z.string(),
        description: z.string(),
        cost: z.number(),
        currency: z.string(),
      }),
    ),
    fuel: z.object({
      fillUps: z.number(),
      totalVolume: z.number(),
      totalKwh: z.number(),
      totalCost: nullableNumber,
      distance: z.number(),
      economyUnit: z.string(),
      averageEconomy: nullableNumber,
      lastEconomy: nullableNumber,
      averageKwhPer100: nullableNumber,
      firstDate: nullableString,
      lastDate: nullableString,
    }),
    expenses: z.object({
      count: z.number(),
      total: nullableNumber,
      byCategory: z.array(
        z.object({
          category: z.string(),
          label: z.string(),
          currency: z.string(),
          amount: z.number(),
          count: z.number(),
        }),
      ),
    }),
  })
  .meta({ id: 'VehicleHistory' });

export const odometerReadingReply = z
  .object({
    reading: z.object({ value: z.number(), unit: z.enum(['km', 'mi']).nullable() }),
    confidence: z.number().describe('0–1: how sure the reader is.'),
  })
  .meta({ id: 'OdometerReading' });

const receiptFieldConfidence = z.number();

export const receiptReadingReply = z
  .object({
    date: nullableString,
    volume: nullableNumber,
    volumeUnit: z.enum(['L', 'gal']).nullable(),
    pricePerUnit: nullableNumber,
    total: nullableNumber,
    currency: nullableString,
    confidence: z.number(),
    fields: z.object({
      date: receiptFieldConfidence,
      volume: receiptFieldConfidence,
      volumeUnit: receiptFieldConfidence,
      pricePerUnit: receiptFieldConfidence,
      total: receiptFieldConfidence,
      currency: receiptFieldConfidence,
    }),
  })
  .meta({ id: 'ReceiptReading' });

/** GET …/export.csv answers text/csv, not JSON: the file as text. */
export const historyCsvReply = z
  .string()
  .describe(
    "Odo's CSV export (RFC 4180, CRLF): a header naming the units (e.g. `odometer_km`, " +
      '`volume_l`), then one row per record (maintenance, fuel, expense), oldest first; ' +
      'the import reads it back with the preset `odo`.',
  );

type Checks = [
  SameShape<z.output<typeof historyCsvReply>, ReturnType<typeof historyCsv>>,
  SameShape<z.output<typeof shareLinkReply>, ShareLinkDto>,
  SameShape<z.output<typeof createdShareLinkReply>, CreatedShareLinkDto>,
  SameShape<z.output<typeof vehicleHistoryReply>, VehicleHistoryDto>,
  SameShape<z.output<typeof odometerReadingReply>, OdometerReading>,
  SameShape<z.output<typeof receiptReadingReply>, ReceiptReadingDto>,
];
/** Fails to compile, naming the position, when a schema and its type part. */
export const historyReplySchemasMatchTheirTypes: Checks = [true, true, true, true, true, true];
