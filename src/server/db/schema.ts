// Every table, gathered for drizzle and drizzle-kit: each feature keeps its tables beside its code
// (features/<x>/schema.ts); the server's shared machinery keeps its own in lib/shared-tables.ts.
// One PostgreSQL schema for PGlite and PostgreSQL alike; table and column names follow SPEC.md §3.
export * from '../features/auth/schema.ts';
export * from '../features/billing/schema.ts';
export * from '../features/referrals/schema.ts';
export * from '../features/analytics/schema.ts';
export * from '../features/feedback/schema.ts';
export * from '../features/mail/schema.ts';
export * from '../features/jobs/schema.ts';
export * from '../lib/shared-tables.ts';
export * from '../features/garage/schema.ts';
export * from '../features/assessment/schema.ts';
export * from '../features/ask-odo/schema.ts';
export * from '../features/car-lens/schema.ts';
export * from '../features/favorites/schema.ts';
export * from '../features/community/schema.ts';
export * from '../features/notifications/schema.ts';
export * from '../features/api-access/schema.ts';
export * from '../features/support/schema.ts';
