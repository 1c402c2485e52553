// Replies shaped like the server's, for component tests.
import type { AssessmentResult, CommonIssue } from '../../shared/assessment.ts';
import type { FavoriteReply, FavoriteSnapshot } from '../../shared/favorites.ts';
import type { AppSubscription, ReferralReply, UsageReply } from '../../shared/plans-vocab.ts';
import type { Me } from '../features/account/get-me.ts';

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A signed-in member as GET /api/session gives them: e-mail not yet confirmed, nothing used. */
export function meFixture(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    name: 'Dana Driver',
    email: 'dana@example.com',
    email_verified: false,
    avatar_url: null,
    usage: {
      free_assessments_used: 0,
      free_carlens_results_used: 0,
      free_askodo_questions_used: 0,
      last_usage_reset: '2026-11-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

/** 21 Nov 2027 12:00 UTC, in epoch seconds. */
export const PERIOD_END = Date.UTC(2027, 10, 21, 12) / 1000;

export function subscriptionFixture(overrides: Partial<AppSubscription> = {}): AppSubscription {
  return {
    customer_id: 'demo_cus_1',
    subscription_id: 'demo_sub_1',
    price_id: 'demo_price_yearly',
    plan_id: 'yearly',
    current_period_start: PERIOD_END - 365 * 86_400,
    current_period_end: PERIOD_END,
    cancel_at_period_end: false,
    status: 'active',
    status_label: 'Active',
    provider_status: 'active',
    trial_end: null,
    payment_method_brand: 'visa',
    payment_method_last4: '4242',
    source: 'demo',
    premium: true,
    ...overrides,
  };
}

export function usageFixture(overrides: Partial<UsageReply> = {}): UsageReply {
  const feature = (used: number) => ({
    used,
    cap: 1,
    remaining: Math.max(0, 1 - used),
    allowed: used < 1,
  });
  return {
    premium: false,
    status: null,
    status_label: 'Inactive',
    last_usage_reset: '2026-11-01T00:00:00.000Z',
    resets_at: '2026-12-01T00:00:00.000Z',
    usage: {
      free_assessments_used: 1,
      free_carlens_results_used: 0,
      free_askodo_questions_used: 0,
    },
    features: {
      assessment: feature(1),
      carlens: feature(0),
      askodo: feature(0),
      garage: feature(0),
    },
    ...overrides,
  };
}

export function referralFixture(overrides: Partial<ReferralReply> = {}): ReferralReply {
  const link = 'http://localhost:3000/profile?ref=ABCD2345';
  return {
    code: 'ABCD2345',
    visits_count: 4,
    signups_count: 1,
    pending_count: 0,
    not_counted_count: 0,
    progress: 1,
    target: 3,
    rewards_earned: 0,
    reward_days: 14,
    days_earned: 0,
    days_earned_this_year: 0,
    max_days_per_year: 84,
    cap_reached: false,
    premium_until: null,
    link,
    whatsapp_url: `https://wa.me/?text=${encodeURIComponent(`Get 2 weeks premium per 3 friends: ${link}`)}`,
    facebook_url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    text: 'Get 2 weeks premium per 3 friends',
    ...overrides,
  };
}

let favoriteSeq = 0;

/** A saved assessment as a favorite's snapshot carries it (SPEC.md §3's shape plus Odo's). */
export function assessmentFixture(
  overrides: Partial<AssessmentResult> & {
    score?: number;
    condition?: AssessmentResult['assessment']['condition'];
    issues?: Partial<CommonIssue>[];
    maintenance?: number;
    lifespan?: number;
  } = {},
): AssessmentResult {
  const { score = 7.2, condition = 'good', issues, maintenance = 450, lifespan = 15 } = overrides;
  const commonIssues = (issues ?? [{}]).map((issue, index): CommonIssue => ({
    id: `issue-${index}`,
    title: 'Water pump leak',
    description: 'The water pump seal can weep coolant.',
    component: 'cooling',
    severity: 'medium',
    typicalMileageKm: { from: 90_000, to: 140_000 },
    repairCost: { min: 400, max: 700 },
    symptoms: [],
    source: { kind: 'survey', organisation: 'Consumer Reports', document: 'Reliability survey' },
    applies: 'yes',
    yearFrom: 2014,
    yearTo: 2016,
    ...issue,
  }));
  const {
    score: _s,
    condition: _c,
    issues: _i,
    maintenance: _m,
    lifespan: _l,
    ...rest
  } = overrides;
  return {
    id: '6f1d2c3b-0000-4000-8000-000000000001',
    createdAt: '2026-11-20T10:00:00.000Z',
    engine: 'built-in',
    vehicle: {
      vehicleId: null,
      year: 2015,
      make: 'Toyota',
      model: 'Corolla',
      trim: '',
      mileage: 90_000,
      vin: null,
      fuelType: null,
      engineDescription: null,
      transmission: null,
    },
    modelSpecificData: true,
    basedOn: [],
    summary: 'A dependable car.',
    reliability: {
      score,
      commonIssues,
      averageMaintenanceCost: maintenance,
      expectedLifespan: lifespan,
    },
    assessment: { condition, keyFindings: [], recommendations: [], urgentIssues: [] },
    pros: ['Reliable'],
    cons: ['Dull to drive'],
    maintenanceSchedule: [],
    ...rest,
  };
}

/** A favorite as GET /api/favorites answers it (a 2015 Toyota Corolla, assessed). */
export function favoriteFixture(
  car: Partial<FavoriteSnapshot> = {},
  overrides: Partial<Omit<FavoriteReply, 'vehicle'>> = {},
): FavoriteReply {
  favoriteSeq += 1;
  const id = `0f0f0f0f-0000-4000-8000-${String(favoriteSeq).padStart(12, '0')}`;
  return {
    id,
    vehicleId: id,
    userId: 'u1',
    addedAt: '2026-11-21T09:00:00.000Z',
    vehicle: {
      year: 2015,
      make: 'Toyota',
      model: 'Corolla',
      trim: '',
      mileage: 90_000,
      vin: null,
      nickname: null,
      imageUrl: null,
      garageVehicleId: null,
      assessment: assessmentFixture(),
      ...car,
    },
    ...overrides,
  };
}
