import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, carlensResults, favoriteVehicles } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { AssessmentResult } from '../../../shared/assessment.ts';
import type { CarLensResult } from '../../../shared/car-lens.ts';
import type { VehicleDto } from '../../../shared/garage.ts';
import { FAVORITES_MAX, type FavoriteReply } from '../../../shared/favorites.ts';
import { FAVORITES_FULL_MESSAGE } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const altima = { year: 2013, make: 'Nissan', model: 'Altima', trim: 'SV', mileage: 150_000 };

function resultFor(
  car: { year: number; make: string; model: string; trim: string; mileage: number },
  vehicleId: string | null,
  score = 5.4,
): Omit<AssessmentResult, 'id' | 'createdAt'> {
  return {
    engine: 'built-in',
    vehicle: {
      vehicleId,
      ...car,
      vin: null,
      fuelType: null,
      engineDescription: null,
      transmission: null,
    },
    modelSpecificData: true,
    basedOn: [{ kind: 'known_problems', label: '1 known problem' }],
    summary: 'A fair car with a known CVT problem.',
    reliability: {
      score,
      commonIssues: [
        {
          id: 'nissan-altima-cvt',
          title: 'CVT judder and failure',
          description: 'The CVT can shudder and fail.',
          component: 'transmission',
          severity: 'high',
          typicalMileageKm: { from: 100_000, to: 180_000 },
          repairCost: { min: 3500, max: 5000 },
          symptoms: ['Judder'],
          source: { kind: 'warranty_extension', organisation: 'Nissan', document: 'NTB15-012' },
          applies: 'yes',
          yearFrom: 2013,
          yearTo: 2016,
        },
      ],
      averageMaintenanceCost: 480,
      expectedLifespan: 14,
    },
    assessment: {
      condition: 'fair',
      keyFindings: ['CVT at risk'],
      recommendations: ['Check the CVT fluid'],
      urgentIssues: [],
    },
    pros: ['Economical'],
    cons: ['CVT'],
    maintenanceSchedule: [],
  };
}

/** An assessment row as the assessment API stores it. */
async function assess(
  userId: string,
  car = altima,
  vehicleId: string | null = null,
  createdAt = new Date(),
) {
  const result = resultFor(car, vehicleId);
  const [row] = await t.db
    .insert(assessments)
    .values({
      userId,
      vehicleId,
      ...car,
      score: result.reliability.score,
      condition: result.assessment.condition,
      engine: result.engine,
      result,
      createdAt,
    })
    .returning();
  return row!;
}

const CAMRY_VIN = '4T1BF1FK5CU123456';

/** A Car Lens result row as the Car Lens API stores it: a decoded VIN, or a model's "likely". */
async function lookUp(userId: string, kind: 'vin' | 'likely' | 'make-only' = 'vin') {
  const vehicle: NonNullable<CarLensResult['vehicle']> = {
    vin: CAMRY_VIN,
    complete: kind !== 'make-only',
    year: 2012,
    make: 'Toyota',
    manufacturer: 'Toyota Motor Manufacturing, Kentucky',
    model: kind === 'make-only' ? null : 'Camry',
    trim: kind === 'make-only' ? null : 'SE',
    series: null,
    body: 'Sedan/Saloon',
    doors: 4,
    driveType: 'FWD',
    transmission: null,
    engine: {
      cylinders: 4,
      displacementL: 2.5,
      displacementCc: 2494,
      configuration: 'In-Line',
      model: '2AR-FE',
      manufacturer: 'Toyota',
      turbo: null,
      powerKw: null,
    },
    fuelType: 'petrol',
    fuelTypePrimary: 'Gasoline',
    fuelTypeSecondary: null,
    electrification: null,
    gvwr: null,
    plant: { city: 'Georgetown', state: 'Kentucky', country: 'United States (USA)' },
    safety: { restraints: null },
  };
  const result: Omit<CarLensResult, 'id' | 'createdAt'> =
    kind === 'likely'
      ? {
          vin: null,
          vehicle: null,
          knownProblems: [],
          engine: 'openai:test-vision',
          method: 'model',
          likely: [
            { make: 'Toyota', model: 'Camry', yearFrom: 2012, yearTo: 2014, confidence: 0.8 },
          ],
        }
      : {
          vin: CAMRY_VIN,
          vehicle,
          knownProblems: [],
          engine: 'built-in',
          method: 'ocr',
          likely: [],
        };
  const [row] = await t.db
    .insert(carlensResults)
    .values({ userId, vin: result.vin, method: result.method, engine: result.engine, result })
    .returning();
  return row!;
}

async function garageCar(client: TestClient) {
  const response = await client.post('/api/garage/vehicles', {
    year: 2015,
    make: 'Toyota',
    model: 'Corolla',
    mileage: 90_000,
    nickname: 'Daily',
  });
  expect(response.status).toBe(201);
  return json<VehicleDto>(response);
}

function del(client: TestClient, path: string) {
  return client.request(path, { method: 'DELETE' });
}

async function list(client: TestClient) {
  const response = await client.get('/api/favorites');
  expect(response.status).toBe(200);
  return json<FavoriteReply[]>(response);
}

describe('favorites', () => {
  it('saves an assessed car with its result, once', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const row = await assess(userId);

    const created = await ann.post('/api/favorites', { assessmentId: row.id });
    expect(created.status).toBe(201);
    const favorite = await json<FavoriteReply>(created);
    expect(favorite).toMatchObject({ vehicleId: row.id, userId });
    expect(favorite.addedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(favorite.vehicle).toMatchObject({
      year: 2013,
      make: 'Nissan',
      model: 'Altima',
      trim: 'SV',
      mileage: 150_000,
      vin: null,
      nickname: null,
      imageUrl: null,
      garageVehicleId: null,
    });
    expect(favorite.vehicle.assessment).toMatchObject({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      reliability: { score: 5.4, expectedLifespan: 14 },
      assessment: { condition: 'fair' },
    });

    // vehicle_data is the serialised snapshot (SPEC.md §3/§7).
    const [stored] = await t.db
      .select()
      .from(favoriteVehicles)
      .where(eq(favoriteVehicles.id, favorite.id));
    expect(JSON.parse(stored!.vehicleData)).toEqual(favorite.vehicle);

    // The same car again: the row it has, no duplicate.
    const again = await ann.post('/api/favorites', { assessmentId: row.id });
    expect(again.status).toBe(200);
    expect((await json<FavoriteReply>(again)).id).toBe(favorite.id);
    expect((await list(ann)).map((f) => f.id)).toEqual([favorite.id]);
  });

  it('saves a garage car with its latest assessment, or none', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const car = await garageCar(ann);

    const bare = await json<FavoriteReply>(await ann.post('/api/favorites', { vehicleId: car.id }));
    expect(bare.vehicleId).toBe(car.id);
    expect(bare.vehicle).toMatchObject({
      year: 2015,
      make: 'Toyota',
      model: 'Corolla',
      trim: '',
      mileage: 90_000,
      nickname: 'Daily',
      garageVehicleId: car.id,
      assessment: null,
    });

    // Assessed twice since: removed and saved again, it carries the newest assessment.
    const corolla = { year: 2015, make: 'Toyota', model: 'Corolla', trim: '', mileage: 90_000 };
    await assess(userId, corolla, car.id, new Date(Date.now() - 60_000));
    const newest = await assess(userId, corolla, car.id);
    expect((await del(ann, `/api/favorites/${bare.id}`)).status).toBe(204);
    const again = await ann.post('/api/favorites', { vehicleId: car.id });
    expect(again.status).toBe(201);
    const saved = await json<FavoriteReply>(again);
    expect(saved.vehicle.assessment?.id).toBe(newest.id);
    // One row per car: saving it again revived the removed one.
    expect(saved.id).toBe(bare.id);

    // An assessment of that garage car is the same car: no second favorite.
    const byAssessment = await ann.post('/api/favorites', { assessmentId: newest.id });
    expect(byAssessment.status).toBe(200);
    expect((await json<FavoriteReply>(byAssessment)).id).toBe(saved.id);
  });

  it('saves a car looked up with Car Lens, mileage unknown, once', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const lens = await lookUp(userId);

    const created = await ann.post('/api/favorites', { carLensId: lens.id });
    expect(created.status).toBe(201);
    const favorite = await json<FavoriteReply>(created);
    expect(favorite).toMatchObject({ vehicleId: lens.id, userId });
    expect(favorite.vehicle).toEqual({
      year: 2012,
      make: 'Toyota',
      model: 'Camry',
      trim: 'SE',
      mileage: null,
      vin: CAMRY_VIN,
      nickname: null,
      imageUrl: null,
      garageVehicleId: null,
      assessment: null,
    });
    const [stored] = await t.db
      .select()
      .from(favoriteVehicles)
      .where(eq(favoriteVehicles.id, favorite.id));
    expect(JSON.parse(stored!.vehicleData)).toEqual(favorite.vehicle);

    // Saved again: the same row; removed and saved again: that row revived.
    const again = await ann.post('/api/favorites', { carLensId: lens.id });
    expect(again.status).toBe(200);
    expect((await json<FavoriteReply>(again)).id).toBe(favorite.id);
    expect((await del(ann, `/api/favorites/${favorite.id}`)).status).toBe(204);
    const revived = await ann.post('/api/favorites', { carLensId: lens.id });
    expect(revived.status).toBe(201);
    expect((await json<FavoriteReply>(revived)).id).toBe(favorite.id);
    expect((await list(ann)).map((f) => f.id)).toEqual([favorite.id]);
  });

  it('saves a VIN decoded with make and year only; refuses a "likely" result with 422', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();

    const partial = await ann.post('/api/favorites', {
      carLensId: (await lookUp(userId, 'make-only')).id,
    });
    expect(partial.status).toBe(201);
    expect((await json<FavoriteReply>(partial)).vehicle).toMatchObject({
      year: 2012,
      make: 'Toyota',
      model: '',
      trim: '',
      mileage: null,
      vin: CAMRY_VIN,
    });

    const likely = await ann.post('/api/favorites', {
      carLensId: (await lookUp(userId, 'likely')).id,
    });
    expect(likely.status).toBe(422);
    expect(await json(likely)).toEqual({
      error: {
        code: 'vin_required',
        message:
          'Only a car read from its VIN can be saved. Scan the VIN plate or type the VIN, then save that result.',
      },
    });
    expect((await list(ann)).length).toBe(1);
  });

  it('lists newest first and leaves removed ones out', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const first = await assess(userId);
    const second = await assess(userId, { ...altima, year: 2015 });
    const a = await json<FavoriteReply>(
      await ann.post('/api/favorites', { assessmentId: first.id }),
    );
    const b = await json<FavoriteReply>(
      await ann.post('/api/favorites', { assessmentId: second.id }),
    );
    expect((await list(ann)).map((f) => f.id)).toEqual([b.id, a.id]);
    expect((await del(ann, `/api/favorites/${b.id}`)).status).toBe(204);
    expect((await list(ann)).map((f) => f.id)).toEqual([a.id]);
  });

  it('undoes a removal, in its old place; a second removal or restore is harmless', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const older = await json<FavoriteReply>(
      await ann.post('/api/favorites', { assessmentId: (await assess(userId)).id }),
    );
    const newer = await json<FavoriteReply>(
      await ann.post('/api/favorites', {
        assessmentId: (await assess(userId, { ...altima, year: 2016 })).id,
      }),
    );
    expect((await del(ann, `/api/favorites/${older.id}`)).status).toBe(204);
    expect((await del(ann, `/api/favorites/${older.id}`)).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(favoriteVehicles)
      .where(eq(favoriteVehicles.id, older.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const restored = await ann.post(`/api/favorites/${older.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await json(restored)).toEqual(older);
    expect((await list(ann)).map((f) => f.id)).toEqual([newer.id, older.id]);
    // Restoring what is in the list answers it as it is.
    const twice = await ann.post(`/api/favorites/${older.id}/restore`);
    expect(twice.status).toBe(200);
    expect(await json(twice)).toEqual(older);
    expect((await list(ann)).length).toBe(2);
  });

  it('restore takes no input, and a purged favorite cannot come back', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const favorite = await json<FavoriteReply>(
      await ann.post('/api/favorites', { assessmentId: (await assess(userId)).id }),
    );
    expect((await del(ann, `/api/favorites/${favorite.id}`)).status).toBe(204);
    expect((await ann.post(`/api/favorites/${favorite.id}/restore`, { at: 1 })).status).toBe(400);
    await t.db.delete(favoriteVehicles).where(eq(favoriteVehicles.id, favorite.id));
    const gone = await ann.post(`/api/favorites/${favorite.id}/restore`);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toEqual({
      error: { code: 'not_found', message: 'No such favorite.' },
    });
  });

  it(`keeps at most ${FAVORITES_MAX} per user, counted without the removed ones`, async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const snapshot = JSON.stringify({ placeholder: true });
    await t.db.insert(favoriteVehicles).values(
      Array.from({ length: FAVORITES_MAX }, () => ({
        userId,
        vehicleId: randomUUID(),
        vehicleData: snapshot,
      })),
    );
    const row = await assess(userId);
    const refused = await ann.post('/api/favorites', { assessmentId: row.id });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      error: { code: 'favorites_full', message: FAVORITES_FULL_MESSAGE, max: FAVORITES_MAX },
    });
    const lens = await ann.post('/api/favorites', { carLensId: (await lookUp(userId)).id });
    expect(lens.status).toBe(409);

    const [one] = await t.db
      .select({ id: favoriteVehicles.id })
      .from(favoriteVehicles)
      .where(eq(favoriteVehicles.userId, userId))
      .limit(1);
    expect((await del(ann, `/api/favorites/${one!.id}`)).status).toBe(204);
    const saved = await ann.post('/api/favorites', { assessmentId: row.id });
    expect(saved.status).toBe(201);
    // Full again: the removed one cannot be restored over the cap.
    const restore = await ann.post(`/api/favorites/${one!.id}/restore`);
    expect(restore.status).toBe(409);
  });

  it('parallel saves of one car store one row', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const row = await assess(userId);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => ann.post('/api/favorites', { assessmentId: row.id })),
    ).then((responses) => responses.map((r) => r.status).sort());
    expect(statuses).toEqual([200, 200, 200, 201]);
    expect((await list(ann)).length).toBe(1);
  });
});

describe('ownership and bad input', () => {
  it("another user's assessment, car, Car Lens result or favorite is a 404, like a missing one", async () => {
    const ann = t.client();
    const { id: annId } = await ann.signUp();
    const bob = t.client();
    await bob.signUp();
    const annAssessment = await assess(annId);
    const annCar = await garageCar(ann);
    const annLens = await lookUp(annId);
    const annFavorite = await json<FavoriteReply>(
      await ann.post('/api/favorites', { assessmentId: annAssessment.id }),
    );

    for (const body of [{ assessmentId: annAssessment.id }, { assessmentId: randomUUID() }]) {
      const response = await bob.post('/api/favorites', body);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        error: { code: 'not_found', message: 'No such assessment.' },
      });
    }
    for (const body of [{ vehicleId: annCar.id }, { vehicleId: randomUUID() }]) {
      const response = await bob.post('/api/favorites', body);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        error: { code: 'not_found', message: 'No such vehicle in your garage.' },
      });
    }
    for (const body of [{ carLensId: annLens.id }, { carLensId: randomUUID() }]) {
      const response = await bob.post('/api/favorites', body);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        error: { code: 'not_found', message: 'No such Car Lens result.' },
      });
    }
    for (const id of [annFavorite.id, randomUUID(), 'not-a-uuid']) {
      expect((await del(bob, `/api/favorites/${id}`)).status).toBe(404);
      expect((await bob.post(`/api/favorites/${id}/restore`)).status).toBe(404);
    }
    expect(await list(bob)).toEqual([]);
    expect((await list(ann)).map((f) => f.id)).toEqual([annFavorite.id]);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const row = await assess(userId);
    for (const body of [
      {},
      { assessmentId: 'nope' },
      { vehicleId: 12 },
      { assessmentId: row.id, vehicleId: row.id },
      { carLensId: 'nope' },
      { carLensId: row.id, assessmentId: row.id },
      { assessmentId: row.id, vehicle_data: '{}' },
      [],
    ]) {
      const response = await ann.post('/api/favorites', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
        'validation_failed',
      );
    }
    expect((await ann.post('/api/favorites', '{not json')).status).toBe(400);
    expect(await list(ann)).toEqual([]);
  });

  it('needs a session', async () => {
    const anon = t.client();
    const id = randomUUID();
    for (const response of [
      await anon.get('/api/favorites'),
      await anon.post('/api/favorites', { assessmentId: id }),
      await del(anon, `/api/favorites/${id}`),
      await anon.post(`/api/favorites/${id}/restore`),
    ]) {
      expect(response.status).toBe(401);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('unauthorized');
    }
  });
});
