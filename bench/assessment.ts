// The built-in assessment under load (issue 9: p99 ≤ 50 ms at 10 connections): POST
// /api/assessment as a premium user (nothing counted), rotating over well-known cars so the
// knowledge lookups, the schedule and the prose differ from one request to the next.
export const ASSESSMENT_CONNECTIONS = 10;
export const ASSESSMENT_P99_MS = 50;

const CARS = [
  { year: 2013, make: 'Nissan', model: 'Altima', mileage: 150_000 },
  { year: 2008, make: 'Toyota', model: 'Camry', mileage: 210_000 },
  { year: 2005, make: 'Subaru', model: 'Outback', mileage: 180_000, answers: { owners: 3 } },
  { year: 2012, make: 'Hyundai', model: 'Sonata', mileage: 120_000 },
  {
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    mileage: 40_000,
    answers: { serviceHistory: 'full' },
  },
  {
    year: 2015,
    make: 'Volkswagen',
    model: 'Golf',
    mileage: 95_000,
    answers: { warningLightsOn: true },
  },
  { year: 2016, make: 'Ford', model: 'Focus', mileage: 110_000 },
  { year: 2015, make: 'Maserati', model: 'Ghibli', mileage: 80_000 },
];

/** Each call gives the next car's JSON body. */
export function assessmentBodies(): () => string {
  const bodies = CARS.map((car) => JSON.stringify(car));
  let next = 0;
  return () => bodies[next++ % bodies.length]!;
}

/** SQL making the bench user premium (an active demo subscription for a month). */
export function premiumSql(userId: string): string {
  const id = userId.replace(/'/g, "''");
  return (
    `insert into everything_table (user_id, subscription_status, source, end_date) ` +
    `values ('${id}', 'active', 'demo', now() + interval '30 days')`
  );
}
