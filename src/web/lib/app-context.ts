// The global client state of SPEC.md §3. The provider lives in app/app-provider.tsx; features read
// it through useAppContext() so they never depend on the app layer.
import type { InferResponseType } from 'hono/client';
import { createContext, useContext } from 'react';
import type { api } from './api-client.ts';

export type AppUser = InferResponseType<typeof api.me.$get, 200>;
export type UsageCounters = AppUser['usage'];

/** A garage vehicle as SPEC.md §3 lists it; the garage issue fills in the rest. */
export interface Vehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  purchaseDate: string | null;
  addedToGarageDate: string;
  image_url: string | null;
}

export interface Favorite {
  id: string;
  vehicleId: string;
  userId: string;
  vehicle: Vehicle;
  addedAt: string;
}

export interface Subscription {
  customer_id: string;
  subscription_id: string;
  price_id: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  status: string;
  payment_method_brand?: string;
  payment_method_last4?: string;
}

export type LimitType = 'assessment' | 'carlens' | 'askodo' | 'garage';

export interface LimitModalState {
  open: boolean;
  type: LimitType | null;
}

export interface AppContextValue {
  /** The signed-in user, or null when signed out (also null while loading). */
  user: AppUser | null;
  /** True until the session check at app start has answered. */
  loading: boolean;
  usage: UsageCounters | null;
  garage: Vehicle[];
  favorites: Favorite[];
  subscription: Subscription | null;
  limitModal: LimitModalState;
  openLimitModal: (type: LimitType) => void;
  closeLimitModal: () => void;
  selectedVehicle: Vehicle | null;
  setSelectedVehicle: (vehicle: Vehicle | null) => void;
  searchHistory: string[];
  addSearch: (term: string) => void;
  clearSearchHistory: () => void;
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
