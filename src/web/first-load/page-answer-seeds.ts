// Where each of a signed-in page's API answers (decision 021) goes in the query cache: under the
// key of the query that asks that GET, shaped as its query function would leave it. Seeded before
// the first render on the server and in the browser, so the shell is drawn with them, hydrates
// with the same, and nothing re-renders or asks the network as they arrive.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationsPage } from '../../shared/notifications-vocab.ts';
import { assessmentsQueryOptions } from '../features/assessment/list-assessments.ts';
import { searchesQueryOptions } from '../features/assessment/list-searches.ts';
import { threadsQueryOptions } from '../features/ask-odo/list-threads.ts';
import { subscriptionQueryOptions } from '../features/billing/get-subscription.ts';
import { feedQueryOptions } from '../features/community/list-posts.ts';
import { favoritesQueryOptions } from '../features/favorites/list-favorites.ts';
import { costsQueryOptions, toCostSummary } from '../features/garage/costs.ts';
import { latestAssessmentQueryOptions } from '../features/garage/get-latest-assessment.ts';
import { upcomingServicesQueryOptions } from '../features/garage/get-upcoming-services.ts';
import { vehicleQueryOptions } from '../features/garage/get-vehicle.ts';
import { vehiclesQueryOptions } from '../features/garage/list-vehicles.ts';
import { notificationsQueryOptions } from '../features/notifications/list-notifications.ts';
import { preferencesQueryOptions } from '../features/notifications/notification-preferences.ts';
import { unreadCountQueryOptions } from '../features/notifications/unread-count.ts';
import { usageQueryOptions } from '../features/usage/get-usage.ts';
import { settingsQueryOptions } from '../lib/settings/get-settings.ts';
import { garageSettingsQueryOptions } from '../lib/unit-prefs/garage-settings.ts';
import { paramsIn } from './page-answers.ts';

interface SeededQuery {
  queryKey: QueryKey;
  initialPageParam?: unknown;
}

export interface PageAnswerSeed {
  /**
   * The query that asks this GET: its answer goes under this query's key. For a GET with `:name`s
   * (a page's own car), the query of those parts of the path.
   */
  query: SeededQuery | ((params: Record<string, string>) => SeededQuery);
  /** The query's data made from the answer's body. */
  data: (body: never) => unknown;
}

const asIs = (body: unknown) => body;
/** An infinite query's data when only its first page has been read. */
const firstPage = (body: unknown) => ({ pages: [body], pageParams: [null] });

/** Every path of page-answers.ts, with the query it seeds (a test keeps them in step). */
export const PAGE_ANSWER_SEEDS: Record<string, PageAnswerSeed> = {
  '/api/notifications?limit=1&unread=true': {
    query: unreadCountQueryOptions,
    data: (body: NotificationsPage) => body.unreadCount,
  },
  '/api/settings': { query: settingsQueryOptions, data: asIs },
  '/api/billing/subscription': { query: subscriptionQueryOptions, data: asIs },
  '/api/usage': { query: usageQueryOptions, data: asIs },
  '/api/garage/vehicles': { query: vehiclesQueryOptions(), data: asIs },
  '/api/assessment/searches': {
    query: searchesQueryOptions,
    data: (body: { searches: unknown[] }) => body.searches,
  },
  '/api/favorites': { query: favoritesQueryOptions, data: asIs },
  '/api/garage/costs?period=this_month&units=km': {
    query: costsQueryOptions('this_month'),
    data: toCostSummary,
  },
  '/api/garage/upcoming-services': { query: upcomingServicesQueryOptions(), data: asIs },
  '/api/garage/settings': { query: garageSettingsQueryOptions, data: asIs },
  '/api/notifications': { query: notificationsQueryOptions, data: firstPage },
  '/api/notifications/preferences': { query: preferencesQueryOptions, data: asIs },
  '/api/community/posts?sort=new': { query: feedQueryOptions({ sort: 'new' }), data: firstPage },
  '/api/garage/vehicles/:id': { query: ({ id }) => vehicleQueryOptions(id!), data: asIs },
  '/api/assessment?vehicleId=:id&limit=1': {
    query: ({ id }) => latestAssessmentQueryOptions(id!),
    data: (body: { items: unknown[] }) =>
      Array.isArray(body.items) ? (body.items[0] ?? null) : undefined,
  },
  '/api/assessment?limit=50': {
    query: assessmentsQueryOptions(50),
    data: (body: { items: unknown[] }) => (Array.isArray(body.items) ? body.items : undefined),
  },
  '/api/ask-odo/threads': {
    query: threadsQueryOptions(),
    data: (body: { threads: unknown[] }) =>
      Array.isArray(body.threads) ? body.threads : undefined,
  },
};

/** The seed of the answer to GET `path` and the query it goes in, or null for an unknown path. */
function seedOf(path: string): { seed: PageAnswerSeed; query: SeededQuery } | null {
  if (!path.includes(':') && Object.hasOwn(PAGE_ANSWER_SEEDS, path)) {
    const seed = PAGE_ANSWER_SEEDS[path]!;
    return typeof seed.query === 'function' ? null : { seed, query: seed.query };
  }
  // A GET with `:name`s (a page's own car): the id read back from the path finds its query.
  for (const [pattern, seed] of Object.entries(PAGE_ANSWER_SEEDS)) {
    if (typeof seed.query !== 'function') continue;
    const params = paramsIn(pattern, path);
    if (params) return { seed, query: seed.query(params) };
  }
  return null;
}

/**
 * Puts the page's answers in `client`, each as read at `updatedAt` (ms since the epoch), so a
 * query is as fresh as the page and not asked again within its stale time. Unknown paths and
 * malformed bodies are left out: those queries ask the network as usual.
 */
export function seedPageAnswers(
  client: QueryClient,
  answers: Record<string, unknown>,
  updatedAt: number,
) {
  for (const [path, body] of Object.entries(answers)) {
    const found = seedOf(path);
    if (!found || body === null || typeof body !== 'object') continue;
    let data: unknown;
    try {
      data = found.seed.data(body as never);
    } catch {
      continue;
    }
    if (data === undefined) continue;
    client.setQueryData(found.query.queryKey, data, { updatedAt });
  }
}
