// Car Lens: a photo (or a typed VIN) → the decoded car and its known problems, saved so
// /carlens-details can reopen it. The photo is checked BEFORE a free result is reserved; the
// reservation is refunded when nothing is delivered (not recognised, unknown maker, any failure).
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  CARLENS_MAX_BYTES,
  CARLENS_TIPS,
  type CarLensKnownProblem,
  type CarLensMethod,
  type CarLensResult,
} from '../../../shared/car-lens.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { knowledgeBase } from '../knowledge/knowledge-base.ts';
import { inspectImage } from '../storage/images.ts';
import { reserveQuota } from '../usage/service.ts';
import { vinDecoder } from '../vehicle-data/vin.ts';
import { identifyCar } from './identify.ts';
import { readVin } from './pipeline.ts';
import { acceptableReading } from './vin-acceptance.ts';
import { bestPartialReading } from './vin-partial.ts';
import { carLensReaders } from './readers.ts';
import { carlensResults } from './schema.ts';

export interface CarLensContext {
  userId: string;
  config: Config;
  logger: Logger;
  signal?: AbortSignal | undefined;
}

type ResultBody = Omit<CarLensResult, 'id' | 'createdAt'>;

const decoderFor = (config: Config) =>
  vinDecoder(config.VPIC_CACHE_DIR ?? path.join(config.DATA_DIR, 'vpic'));

/** 422 with the tips and, when the photo held something like a VIN, that partial reading. */
export function notRecognised(partial: string | null = null): AppError {
  return new AppError(
    'not_recognised',
    partial
      ? 'We could not read the VIN in that photo for certain. Nothing was counted: check the partial reading below and correct it, or try again with the tips.'
      : 'We could not find a VIN in that photo. Nothing was counted: try again with the tips below, or type the VIN.',
    partial ? { tips: [...CARLENS_TIPS], partial } : { tips: [...CARLENS_TIPS] },
  );
}

function engineText(vehicle: DecodedVin): string | null {
  const parts = [
    vehicle.engine.displacementL ? `${vehicle.engine.displacementL}L` : null,
    vehicle.engine.configuration && vehicle.engine.cylinders
      ? `${vehicle.engine.configuration[0]}${vehicle.engine.cylinders}`
      : null,
    vehicle.engine.model,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The knowledge base's known problems for the decoded make, model and year (none if unknown). */
export function problemsFor(vehicle: DecodedVin): CarLensKnownProblem[] {
  if (!vehicle.make || !vehicle.model || !vehicle.year) return [];
  return knowledgeBase()
    .knownProblems({
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      engine: engineText(vehicle),
      transmission: vehicle.transmission,
    })
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      description: entry.description,
      component: entry.component,
      severity: entry.severity,
      symptoms: entry.symptoms,
      yearFrom: entry.yearFrom,
      yearTo: entry.yearTo,
      repairCostUsd: entry.repairCostUsd,
      conditional: entry.conditional,
      source: entry.source,
    }));
}

async function save(db: Db, userId: string, body: ResultBody): Promise<CarLensResult> {
  const [row] = await db
    .insert(carlensResults)
    .values({ userId, vin: body.vin, method: body.method, engine: body.engine, result: body })
    .returning({ id: carlensResults.id, createdAt: carlensResults.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString(), ...body };
}

/** The result of a VIN (read or typed): the decoded car and its known problems. */
function vinResult(vehicle: DecodedVin, method: CarLensMethod): ResultBody {
  return {
    vin: vehicle.vin,
    vehicle,
    knownProblems: problemsFor(vehicle),
    engine: 'built-in',
    method,
    likely: [],
  };
}

/** Reserves one free result, runs `work`, saves what it delivers; refunds on anything else. */
async function deliver(
  db: Db,
  context: CarLensContext,
  work: () => Promise<ResultBody>,
): Promise<CarLensResult> {
  const reservation = await reserveQuota(db, {
    userId: context.userId,
    feature: 'carlens',
    logger: context.logger,
  });
  try {
    const body = await work();
    // A client that went away gets nothing, so it is charged nothing.
    if (context.signal?.aborted) {
      throw new AppError('bad_request', 'The request was cancelled before the result was ready.');
    }
    return await save(db, context.userId, body);
  } catch (error) {
    await reservation.refund().catch((refundError: unknown) => {
      context.logger.warn({ err: refundError }, 'car lens: quota refund failed');
    });
    throw error;
  }
}

/** POST /api/car-lens: the photo is checked by content, then read within CARLENS_TIMEOUT_MS. */
export async function scanPhoto(
  db: Db,
  context: CarLensContext,
  upload: Uint8Array,
): Promise<CarLensResult> {
  const { photo } = await inspectImage(upload, CARLENS_MAX_BYTES);
  return deliver(db, context, async () => {
    const { config } = context;
    const [decoder, readers] = await Promise.all([
      decoderFor(config),
      carLensReaders(config.CARLENS_OCR_WORKERS).catch((error: unknown) => {
        context.logger.error({ err: error }, 'car lens: OCR could not start');
        throw new AppError('unavailable', 'Reading photos is not available right now.');
      }),
    ]);
    const decoded = new Map<string, DecodedVin>();
    const texts: string[] = [];
    const started = performance.now();
    const read = await readVin(photo, {
      readers,
      deadline: Date.now() + config.CARLENS_TIMEOUT_MS,
      signal: context.signal,
      onText: (text) => texts.push(text),
      accept: async (vin, fixes) => {
        try {
          const vehicle = await decoder.decode(vin);
          if (!acceptableReading(vehicle, fixes)) return false;
          decoded.set(vin, vehicle);
          return true;
        } catch {
          return false;
        }
      },
    });
    context.logger.info(
      { ms: Math.round(performance.now() - started), method: read?.method, passes: read?.passes },
      'car lens: photo read',
    );
    if (read) return vinResult(decoded.get(read.vin)!, read.method);
    // No VIN: a configured vision model may still name the car ("likely", never VIN-certain).
    const identified = await identifyCar({
      config,
      logger: context.logger,
      photo,
      signal: context.signal,
    });
    if (!identified) throw notRecognised(bestPartialReading(texts));
    return {
      vin: null,
      vehicle: null,
      knownProblems: [],
      engine: identified.engine,
      method: 'model',
      likely: identified.likely,
    };
  });
}

/** POST /api/car-lens/vin: a typed VIN gives the same result (and counts as one, SPEC §9). */
export async function scanVin(
  db: Db,
  context: CarLensContext,
  vin: string,
): Promise<CarLensResult> {
  return deliver(db, context, async () =>
    vinResult(await (await decoderFor(context.config)).decode(vin), 'manual'),
  );
}

export async function getResult(db: Db, userId: string, id: string): Promise<CarLensResult> {
  const [row] = await db
    .select({ result: carlensResults.result, createdAt: carlensResults.createdAt })
    .from(carlensResults)
    .where(and(eq(carlensResults.userId, userId), eq(carlensResults.id, id)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'No such Car Lens result.');
  return { id, createdAt: row.createdAt.toISOString(), ...(row.result as ResultBody) };
}
