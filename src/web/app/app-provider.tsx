import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { meQueryKey, useMe } from '../features/account/get-me.ts';
import { signOut as signOutRequest } from '../features/auth/sign-out.ts';
import {
  AppContext,
  type AppContextValue,
  type Favorite,
  type LimitModalState,
  type LimitType,
  type Subscription,
  type Vehicle,
} from '../lib/app-context.ts';
import { loadSearchHistory, saveSearchHistory, withSearch } from '../lib/search-history.ts';

// Until the garage, favorites and billing features land, these lists are empty by definition.
const NO_VEHICLES: Vehicle[] = [];
const NO_FAVORITES: Favorite[] = [];
const NO_SUBSCRIPTION: Subscription | null = null;
const CLOSED: LimitModalState = { open: false, type: null };

/** Per-user UI state: keyed by user id so it vanishes when the user changes or signs out. */
interface Owned<T> {
  userId: string;
  value: T;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const user = me.data ?? null;
  const userId = user?.id ?? null;

  const [limitModalOwned, setLimitModal] = useState<Owned<LimitModalState> | null>(null);
  const [selectedOwned, setSelected] = useState<Owned<Vehicle | null> | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const [searchHistory, setSearchHistory] = useState<string[]>(loadSearchHistory);

  const limitModal = limitModalOwned?.userId === userId ? limitModalOwned.value : CLOSED;
  const selectedVehicle = selectedOwned?.userId === userId ? selectedOwned.value : null;

  const openLimitModal = useCallback(
    (type: LimitType) => {
      if (userId) setLimitModal({ userId, value: { open: true, type } });
    },
    [userId],
  );
  const closeLimitModal = useCallback(() => setLimitModal(null), []);
  const setSelectedVehicle = useCallback(
    (vehicle: Vehicle | null) => {
      if (userId) setSelected({ userId, value: vehicle });
    },
    [userId],
  );

  const addSearch = useCallback((term: string) => {
    setSearchHistory((terms) => {
      const next = withSearch(terms, term);
      saveSearchHistory(next);
      return next;
    });
  }, []);
  const clearSearchHistory = useCallback(() => {
    saveSearchHistory([]);
    setSearchHistory([]);
  }, []);

  const refreshSession = useCallback(async () => {
    setSignedOutByUser(false);
    await queryClient.invalidateQueries();
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (error) {
      // SPEC.md §8: logout errors are only logged; the local session is cleared regardless.
      console.warn('Sign-out request failed', error);
    }
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
    setLimitModal(null);
    setSelected(null);
    setSignedOutByUser(true);
  }, [queryClient]);

  const value = useMemo<AppContextValue>(
    () => ({
      user,
      loading: me.isPending,
      usage: user?.usage ?? null,
      garage: NO_VEHICLES,
      favorites: NO_FAVORITES,
      subscription: NO_SUBSCRIPTION,
      limitModal,
      openLimitModal,
      closeLimitModal,
      selectedVehicle,
      setSelectedVehicle,
      searchHistory,
      addSearch,
      clearSearchHistory,
      refreshSession,
      signOut,
      signedOutByUser: signedOutByUser && !user,
    }),
    [
      user,
      me.isPending,
      limitModal,
      openLimitModal,
      closeLimitModal,
      selectedVehicle,
      setSelectedVehicle,
      searchHistory,
      addSearch,
      clearSearchHistory,
      refreshSession,
      signOut,
      signedOutByUser,
    ],
  );

  return <AppContext value={value}>{children}</AppContext>;
}
