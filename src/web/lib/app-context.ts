// The global client state of SPEC.md §3. The provider lives in app/app-provider.tsx; features read
// it through useAppContext() so they never depend on the app layer.
import type { InferResponseType } from 'hono/client';
import { createContext, useContext } from 'react';
import type { AssessmentSearch } from '../../shared/assessment-vocab.ts';
import type { AppSubscription, Feature, UsageReply } from '../../shared/plans-vocab.ts';
import type { api } from './api-client.ts';
import type { SearchTerms } from './search-history.ts';

export type AppUser = InferResponseType<typeof api.me.$get, 200>;
export type UsageCounters = AppUser['usage'];

/**
 * A garage vehicle as SPEC.md §3 lists it, as GET /api/garage/vehicles answers it (camelCase:
 * image_url is imageUrl), with its records nested.
 */
export type Vehicle = InferResponseType<typeof api.garage.vehicles.$get, 200>[number];

/**
 * A saved car as GET /api/favorites answers it: SPEC.md §3's favorite, its vehicle snapshot parsed
 * (the car, and its assessment when it has one).
 */
export type Favorite = InferResponseType<typeof api.favorites.$get, 200>[number];

/** SPEC.md §3's subscription as the app holds it (GET /api/billing/subscription). */
export type Subscription = AppSubscription;

export type LimitType = Feature;

export interface LimitModalState {
  open: boolean;
  type: LimitType | null;
}

export interface AppContextValue {
  /** The signed-in user, or null when signed out (also null while loading). */
  user: AppUser | null;
  /** True until the session check at app start has answered. */
  loading: boolean;
  /** The three monthly counters (GET /api/usage, falling back to /api/me's copy while loading). */
  usage: UsageCounters | null;
  /** Per-feature used/cap/allowed and the plan status, as the server last reported them. */
  usageSummary: UsageReply | null;
  /** True when the user's status lifts the free caps (SPEC.md §4: only active). */
  premium: boolean;
  garage: Vehicle[];
  /** True while the signed-in user's garage list has not answered yet (`garage` is then empty). */
  garageLoading: boolean;
  favorites: Favorite[];
  /** The current subscription, or null (none, signed out, or a lookup error — SPEC.md §8). */
  subscription: Subscription | null;
  /** True until the first subscription answer after sign-in. */
  subscriptionLoading: boolean;
  limitModal: LimitModalState;
  openLimitModal: (type: LimitType) => void;
  closeLimitModal: () => void;
  /**
   * Decides from the loaded usage and subscription whether `feature` may be used once more. When
   * not, opens the limit modal with the feature and returns false. The server still decides.
   */
  checkLimit: (feature: LimitType) => boolean;
  /** Counts one use at once in the local counters, then reloads the server's counts. */
  recordUsage: (feature: LimitType) => void;
  /** Reloads the subscription and usage (after checkout, cancel, resume). */
  refreshBilling: () => Promise<void>;
  selectedVehicle: Vehicle | null;
  setSelectedVehicle: (vehicle: Vehicle | null) => void;
  /**
   * The user's recent assessment searches, newest first, as the server keeps them (empty when
   * signed out). POST /api/assessment records a search; addSearch shows it at once meanwhile.
   */
  searchHistory: AssessmentSearch[];
  addSearch: (terms: SearchTerms) => void;
  /** Forgets the recent searches on the server (DELETE /api/assessment/searches). */
  clearSearchHistory: () => Promise<void>;
  /** Reloads everything after the session changed (sign-in, sign-up, password reset). */
  refreshSession: () => Promise<void>;
  /** Signs out on the server and clears all user state. */
  signOut: () => Promise<void>;
  /** True after the user chose Log Out (as opposed to a session that ended by itself). */
  signedOutByUser: boolean;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used within an AppProvider');
  return value;
}
