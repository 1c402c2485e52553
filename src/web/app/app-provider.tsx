import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { forgetSavedMe, meQueryKey, useMe } from '../features/account/get-me.ts';
import { signOut as signOutRequest } from '../features/auth/sign-out.ts';
import { subscriptionQueryKey, useSubscription } from '../features/billing/get-subscription.ts';
import { useFavorites } from '../features/favorites/list-favorites.ts';
import { useVehicles } from '../features/garage/list-vehicles.ts';
import { usageQueryKey, useUsage, withOneMoreUse } from '../features/usage/get-usage.ts';
import type { UsageReply } from '../../shared/plans-vocab.ts';
import { isLimitReached, isSessionEnded } from '../lib/api-client.ts';
import {
  AppContext,
  type AppContextValue,
  type Favorite,
  type LimitModalState,
  type LimitType,
  type UsageCounters,
  type Vehicle,
} from '../lib/app-context.ts';
import { withSearch, type SearchTerms } from '../lib/search-history.ts';
import { useClearSearches } from '../features/assessment/clear-searches.ts';
import { useSearches } from '../features/assessment/list-searches.ts';
import { assessmentKeys } from '../features/assessment/assessment-keys.ts';
import type { AssessmentSearch } from '../../shared/assessment-vocab.ts';

// Signed out (or not loaded yet), the lists are empty.
const NO_VEHICLES: Vehicle[] = [];
const NO_SEARCHES: AssessmentSearch[] = [];
const NO_FAVORITES: Favorite[] = [];
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

  const limitModal = limitModalOwned?.userId === userId ? limitModalOwned.value : CLOSED;
  const selectedVehicle = selectedOwned?.userId === userId ? selectedOwned.value : null;

  // SPEC.md §4: with a valid session, load the subscription, garage, favorites and usage counters.
  const subscriptionQuery = useSubscription(userId !== null);
  const usageQuery = useUsage(userId !== null);
  const vehiclesQuery = useVehicles(userId !== null);
  const garage = (userId && vehiclesQuery.data) || NO_VEHICLES;
  const garageLoading = userId !== null && vehiclesQuery.isPending;
  // SPEC.md §3's search history: the recent assessment searches the server keeps for this user.
  const searchesQuery = useSearches(userId !== null);
  const searchHistory = (userId && searchesQuery.data) || NO_SEARCHES;
  const clearSearches = useClearSearches();
  const favoritesQuery = useFavorites(userId !== null);
  const favorites = (userId && favoritesQuery.data) || NO_FAVORITES;
  // SPEC.md §8: a subscription lookup error is logged and counts as no subscription.
  const subscription = (userId && subscriptionQuery.data?.subscription) || null;
  const subscriptionLoading = userId !== null && subscriptionQuery.isPending;
  const usageSummary: UsageReply | null = (userId && usageQuery.data) || null;
  const premium = Boolean(usageSummary?.premium ?? subscription?.premium);
  const usage = useMemo<UsageCounters | null>(() => {
    if (!user) return null;
    if (!usageSummary) return user.usage;
    return { ...usageSummary.usage, last_usage_reset: usageSummary.last_usage_reset };
  }, [user, usageSummary]);

  useEffect(() => {
    if (subscriptionQuery.error) {
      console.warn('Subscription lookup failed', subscriptionQuery.error);
    }
  }, [subscriptionQuery.error]);

  const openLimitModal = useCallback(
    (type: LimitType) => {
      if (userId) setLimitModal({ userId, value: { open: true, type } });
    },
    [userId],
  );

  /**
   * Forgets everything about the signed-in user: their queries, the limit modal, the selected
   * vehicle. With no user, the route guards take over (SPEC.md §4).
   */
  const clearSession = useCallback(
    async (byUser: boolean) => {
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      forgetSavedMe();
      setLimitModal(null);
      setSelected(null);
      setSignedOutByUser(byUser);
    },
    [queryClient],
  );

  // Any `limit_reached` refusal, from any query or mutation, opens the limit modal. Any 401
  // `unauthorized` means the session ended elsewhere (expired, revoked, signed out on another
  // device): sign out here too, silently, so the guard sends the user to /login?next=<here>.
  const openLimitModalRef = useRef(openLimitModal);
  useEffect(() => {
    openLimitModalRef.current = openLimitModal;
  }, [openLimitModal]);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isLimitReached(error)) {
        openLimitModalRef.current(error.feature);
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      } else if (isSessionEnded(error) && queryClient.getQueryData(meQueryKey)) {
        // Deferred: the caches are still dispatching this error.
        queueMicrotask(() => void clearSession(false));
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, clearSession]);

  const checkLimit = useCallback(
    (feature: LimitType) => {
      // Refresh in the background so the next check sees the latest status (SPEC.md §4).
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      if (!usageSummary || usageSummary.premium) return true;
      if (usageSummary.features[feature].allowed) return true;
      openLimitModal(feature);
      return false;
    },
    [queryClient, usageSummary, openLimitModal],
  );

  const recordUsage = useCallback(
    (feature: LimitType) => {
      // SPEC.md §4: the local count moves at once; the server's count (it persists) follows.
      queryClient.setQueryData<UsageReply>(usageQueryKey, (current) =>
        current ? withOneMoreUse(current, feature) : current,
      );
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
    [queryClient],
  );

  const refreshBilling = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
      queryClient.invalidateQueries({ queryKey: usageQueryKey }),
    ]);
  }, [queryClient]);
  const closeLimitModal = useCallback(() => setLimitModal(null), []);
  const setSelectedVehicle = useCallback(
    (vehicle: Vehicle | null) => {
      if (userId) setSelected({ userId, value: vehicle });
    },
    [userId],
  );

  const addSearch = useCallback(
    (terms: SearchTerms) => {
      if (!userId) return;
      // Shown at once; the server records it with the assessment, and its list then wins.
      queryClient.setQueryData<AssessmentSearch[]>(assessmentKeys.searches, (current) =>
        withSearch(current ?? [], terms),
      );
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.searches });
    },
    [queryClient, userId],
  );
  const { mutateAsync: clearSearchesAsync } = clearSearches;
  const clearSearchHistory = useCallback(async () => {
    await clearSearchesAsync();
  }, [clearSearchesAsync]);

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
    await clearSession(true);
  }, [clearSession]);

  const value = useMemo<AppContextValue>(
    () => ({
      user,
      loading: me.isPending,
      usage,
      usageSummary,
      premium,
      garage,
      garageLoading,
      favorites,
      subscription,
      subscriptionLoading,
      limitModal,
      openLimitModal,
      closeLimitModal,
      checkLimit,
      recordUsage,
      refreshBilling,
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
      usage,
      usageSummary,
      premium,
      garage,
      garageLoading,
      favorites,
      subscription,
      subscriptionLoading,
      limitModal,
      openLimitModal,
      closeLimitModal,
      checkLimit,
      recordUsage,
      refreshBilling,
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

  // The answers of the queries above arrive as urgent updates (react-query reads its cache through
  // useSyncExternalStore), each of which would re-render every screen reading this context in one
  // unbroken task. Deferred, only this component renders at once; the screens follow in a render
  // React slices and gives up for input, with one render for answers that arrive close together.
  const shown = useDeferredValue(value);
  return <AppContext value={shown}>{children}</AppContext>;
}
