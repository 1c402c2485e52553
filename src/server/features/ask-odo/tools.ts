// The model's tools into the asker's data. Every tool closes over the session's user id (taken
// from the session cookie, never from the question or a tool argument) and reads only that user's
// rows: a vehicle id from another garage, whatever the prompt says, reads like a missing one.
import path from 'node:path';
import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AskSource } from '../../../shared/ask-odo.ts';
import { upcomingServices } from '../garage/upcoming-service.ts';
import { getVehicle } from '../garage/garage-reads.ts';
import { articleIndex } from '../knowledge/articles.ts';
import { knownProblems } from '../knowledge/knowledge-base.ts';
import { describeTroubleCode } from '../knowledge/trouble-codes.ts';
import { vinDecoder } from '../vehicle-data/vin.ts';
import { marketCaveat } from '../knowledge/markets.ts';
import { CAR_MARKETS } from '../../../shared/car-market.ts';
import { problemsFor } from './answers/problem-fit.ts';
import type { Grounding } from './grounding.ts';
import { askKnowledge } from './knowledge.ts';
import { askCatalogIndex } from './understanding/catalog-index.ts';
import { findCarMentions } from './understanding/car-mentions.ts';
import { yearRanges } from './understanding/model-years.ts';
import { troubleCodeSource } from './trouble-code-answer.ts';

const NOT_YOURS = { error: 'There is no vehicle with that id in this user’s garage.' } as const;
const vehicleIdInput = z.object({
  vehicleId: z.string().describe('The id of one of the user’s vehicles, from listGarage.'),
});
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export interface AskToolContext {
  db: Db;
  config: Config;
  /** The session's user: every tool reads only this user's rows. */
  userId: string;
  grounding: Grounding;
  /** Articles the model looked up, shown under its answer as sources. */
  cited: AskSource[];
}

export function askTools(context: AskToolContext): ToolSet {
  const { db, config, userId, grounding } = context;
  const units = grounding.units;

  async function ownVehicle(vehicleId: string) {
    if (!isUuid(vehicleId)) return null;
    try {
      return await getVehicle(db, userId, vehicleId, units);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  }

  return {
    listGarage: tool({
      description:
        'The user’s own cars: id, name, year, make, model, mileage, fuel type, next service.',
      inputSchema: z.object({}),
      execute: () =>
        Promise.resolve({
          units,
          /** The currency new records are entered in; each record carries its own. */
          displayCurrency: grounding.currency,
          today: grounding.today,
          vehicles: grounding.vehicles.map((v) => ({
            id: v.id,
            nickname: v.nickname,
            year: v.year,
            make: v.make,
            model: v.model,
            mileage: v.mileage,
            fuelType: v.fuelType,
            /** Where the car was sold (na, eu, other; null: not known): pass it to carProblems. */
            market: v.market,
            nextService: v.nextService,
          })),
        }),
    }),
    vehicleRecords: tool({
      description:
        'One of the user’s cars with its maintenance records, fill-ups, expenses and fuel economy.',
      inputSchema: vehicleIdInput,
      execute: async ({ vehicleId }) => {
        const vehicle = await ownVehicle(vehicleId);
        if (!vehicle) return NOT_YOURS;
        return {
          name: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
          mileage: vehicle.mileage,
          maintenanceRecords: vehicle.maintenanceRecords.map((r) => ({
            type: r.typeLabel,
            description: r.description,
            date: r.date,
            mileage: r.mileage,
            cost: r.cost,
            currency: r.currency,
          })),
          fuelRecords: vehicle.fuelRecords.map((r) => ({
            date: r.date,
            odometer: r.odometer,
            volume: r.volume,
            cost: r.cost,
            currency: r.currency,
            economy: r.economy?.value ?? null,
          })),
          expenses: vehicle.expenses.map((e) => ({
            category: e.categoryLabel,
            amount: e.amount,
            currency: e.currency,
            date: e.date,
            recurring: e.recurring,
          })),
          fuelEconomy: vehicle.fuelEconomy,
        };
      },
    }),
    upcomingServices: tool({
      description: 'What is due next on the user’s cars (all of them, or one by vehicleId).',
      inputSchema: z.object({ vehicleId: z.string().optional() }),
      execute: async ({ vehicleId }) => {
        const items = await upcomingServices(db, userId, units);
        if (vehicleId === undefined) return { items };
        const own = items.filter((item) => item.vehicleId === vehicleId);
        return own.length ? { items: own } : NOT_YOURS;
      },
    }),
    knownProblems: tool({
      description: 'Known problems of one of the user’s cars, from Odo’s knowledge base.',
      inputSchema: vehicleIdInput,
      execute: async ({ vehicleId }): Promise<{ error: string } | { problems: unknown[] }> => {
        const vehicle = await ownVehicle(vehicleId);
        if (!vehicle) return NOT_YOURS;
        return {
          problems: knownProblems({ make: vehicle.make, model: vehicle.model, year: vehicle.year }),
        };
      },
    }),
    findCar: tool({
      description:
        'Finds the car(s) a piece of text names in Odo’s vehicle catalog ("2014 Chevy Cruze", "Merc C300"): year, make, model, trim and engine words, and whether that model year exists (with the years that do).',
      inputSchema: z.object({ text: z.string().max(300) }),
      execute: ({ text }) =>
        Promise.resolve({
          cars: findCarMentions(text, askCatalogIndex(), Number(grounding.today.slice(0, 4))).map(
            ({ at: _at, years, ...car }) => ({ ...car, modelYears: yearRanges(years) }),
          ),
        }),
    }),
    carProblems: tool({
      description:
        'Known problems of ANY car (not only the user’s) from Odo’s knowledge base: give the catalog make and model (from findCar), the model year if known, engine words if known, and where the car was sold (a garage car’s `market`, or what the user says: "my European Golf" → eu; null when not known). Each problem says whether it applies, only may apply (another engine or gearbox), or may_not apply (another market’s campaign: say "US campaign — may not apply to your car", never that it applies).',
      inputSchema: z.object({
        make: z.string().max(60),
        model: z.string().max(80),
        year: z.number().int().min(1981).max(2030).nullable(),
        engine: z.string().max(80).nullable(),
        market: z.enum(CAR_MARKETS).nullable().optional(),
      }),
      execute: ({ make, model, year, engine, market }) => {
        const found = problemsFor(
          { make, model, year, engine, trim: [], exists: null, years: [], at: 0, market },
          askKnowledge().problems,
        );
        for (const p of found.slice(0, 6)) {
          if (!context.cited.some((s) => s.title === p.problem.title)) {
            context.cited.push({
              kind: 'known_problem',
              title: p.problem.title,
              detail: `${p.problem.source.organisation}: ${p.problem.source.document}`,
            });
          }
        }
        return Promise.resolve({
          problems: found.map((p) => ({
            fit: p.fit,
            market: p.market,
            ...(p.fit === 'may_not' ? { caveat: marketCaveat(p.market) } : {}),
            title: p.problem.title,
            years: `${p.problem.yearFrom}–${p.problem.yearTo}`,
            engine: p.problem.engine ?? null,
            transmission: p.problem.transmission ?? null,
            severity: p.problem.severity,
            description: p.problem.description,
            symptoms: p.problem.symptoms,
            repairCostUsd: p.problem.repairCostUsd,
            source: `${p.problem.source.organisation}: ${p.problem.source.document}`,
          })),
        });
      },
    }),
    garageCosts: tool({
      description:
        'Per car of the user: total cost, fuel/charging, maintenance and other costs, distance driven and cost per km or mi, over everything recorded.',
      inputSchema: z.object({}),
      execute: () => Promise.resolve({ distanceUnit: units.distance, cars: grounding.costs }),
    }),
    searchKnowledge: tool({
      description: 'Searches Odo’s articles (maintenance, warning lights, tyres, buying, EVs).',
      inputSchema: z.object({ query: z.string().max(300) }),
      execute: ({ query }) => {
        const hits = articleIndex().search(query, 3);
        for (const hit of hits) {
          if (!context.cited.some((s) => s.slug === hit.article.slug)) {
            context.cited.push({
              kind: 'article',
              title: hit.article.title,
              slug: hit.article.slug,
              detail: hit.article.sources.join('; '),
              excerpt: hit.passages.join('\n\n').slice(0, 1500),
            });
          }
        }
        return Promise.resolve({
          articles: hits.map((hit) => ({
            slug: hit.article.slug,
            title: hit.article.title,
            text: hit.passages.join('\n\n'),
            sources: hit.article.sources,
          })),
        });
      },
    }),
    troubleCodes: tool({
      description:
        'OBD-II trouble codes (e.g. P0171): meaning, common causes, severity and whether it is safe to drive. Only generic SAE J2012 codes are listed; for any other code it says why there is no meaning to give.',
      inputSchema: z.object({ codes: z.array(z.string().max(12)).min(1).max(8) }),
      execute: ({ codes }) => {
        const reports = codes.map(describeTroubleCode);
        for (const report of reports) {
          if (report.status !== 'generic') continue;
          const source = troubleCodeSource(report.info);
          if (!context.cited.some((s) => s.title === source.title)) context.cited.push(source);
        }
        return Promise.resolve({ codes: reports });
      },
    }),
    decodeVin: tool({
      description: 'Decodes a 17-character VIN offline (make, model, year, engine, plant).',
      inputSchema: z.object({ vin: z.string().max(40) }),
      execute: async ({ vin }) => {
        try {
          const decoder = await vinDecoder(
            config.VPIC_CACHE_DIR ?? path.join(config.DATA_DIR, 'vpic'),
          );
          return await decoder.decode(vin);
        } catch (error) {
          return {
            error: error instanceof Error ? error.message : 'The VIN could not be decoded.',
          };
        }
      },
    }),
  };
}
