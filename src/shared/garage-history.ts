// A vehicle's printable service history (what the owner prints and what a share link shows) and
// the share links themselves. The history carries nothing of the owner's: no name, e-mail, ids,
// licence plate, nickname or receipts — only the car, its records and their totals.
import { z } from 'zod';
import type { DistanceUnit, VolumeUnit } from './units.ts';

export const SHARE_LINK_EXPIRIES = [7, 30, 90] as const;
export type ShareLinkExpiry = (typeof SHARE_LINK_EXPIRIES)[number];
/** Active (unrevoked, unexpired) links one vehicle may have at once. */
export const MAX_ACTIVE_SHARE_LINKS = 10;

export const shareLinkInputSchema = z.strictObject({
  expiresInDays: z
    .union([z.literal(7), z.literal(30), z.literal(90)], {
      error: 'expiresInDays: choose 7, 30 or 90 days.',
    })
    .default(30),
});
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;

export type ShareLinkStatus = 'active' | 'expired' | 'revoked';

export interface ShareLinkDto {
  id: string;
  status: ShareLinkStatus;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}

/** The reply to creating a link: the only time its address (and token) is ever shown. */
export interface CreatedShareLinkDto {
  id: string;
  url: string;
  expiresAt: string;
  createdAt: string;
}

export interface HistoryMaintenanceRow {
  date: string;
  /** In the history's distance unit. */
  mileage: number | null;
  type: string;
  typeLabel: string;
  description: string;
  cost: number;
  currency: string;
}

/** What the records add up to in one currency. */
export interface HistoryTotals {
  currency: string;
  total: number;
  maintenance: number;
  fuel: number;
  expenses: number;
}

export interface VehicleHistoryDto {
  vehicle: {
    year: number;
    make: string;
    model: string;
    trim: string;
    vin: string | null;
    /** In the history's distance unit. */
    mileage: number;
    fuelType: string | null;
    colour: string | null;
    imageUrl: string | null;
  };
  units: { distance: DistanceUnit; volume: VolumeUnit };
  /**
   * The currency of the single totals (`summary.totalSpent`, `fuel.totalCost`, …): the one every
   * amount is in (the owner's display currency when there is none). Null when the records are in
   * several currencies: those totals are then null, and `summary.totals` gives each currency's.
   */
  currency: string | null;
  generatedAt: string;
  summary: {
    servicesCount: number;
    /** Everything spent on the car: services, fuel and expenses (recurring ones up to today). */
    totalSpent: number | null;
    maintenanceTotal: number | null;
    fuelTotal: number | null;
    expensesTotal: number | null;
    /** The same totals per currency, by currency code: amounts are never added across them. */
    totals: HistoryTotals[];
    lastService: { date: string; mileage: number | null; typeLabel: string } | null;
    /** The earliest record of any kind, null when there is none. */
    since: string | null;
  };
  /** Newest first. */
  maintenance: HistoryMaintenanceRow[];
  fuel: {
    fillUps: number;
    totalVolume: number;
    totalKwh: number;
    totalCost: number | null;
    /** Distance between the lowest and highest odometer of the fill-ups. */
    distance: number;
    economyUnit: string;
    averageEconomy: number | null;
    lastEconomy: number | null;
    averageKwhPer100: number | null;
    firstDate: string | null;
    lastDate: string | null;
  };
  expenses: {
    count: number;
    total: number | null;
    /**
     * One row per category and currency: by currency code, then biggest first; recurring entries
     * counted on each date up to today.
     */
    byCategory: Array<{
      category: string;
      label: string;
      currency: string;
      amount: number;
      count: number;
    }>;
  };
}

/** GET /api/shared/{token}: the history, plus when the link stops working. */
export interface SharedHistoryDto extends VehicleHistoryDto {
  sharedLink: { expiresAt: string };
}
