// Set-based SQL for the data-growth bench (bench/run.ts, issue 13): users as Odo would have them
// (a session, a car with a year of fill-ups and services, an expense, a reminder, notifications,
// every 5th a community post), added in batches so the same endpoints can be timed at 10 users
// and again at 100,000.
import { recordsSql } from './garage-seed.ts';

export const GROWTH = {
  /** Users in the database for the small run, the benched user included. */
  small: 10,
  large: 100_000,
  /** Each user's garage and inbox. */
  fuelPerVehicle: 6,
  maintenancePerVehicle: 3,
  expensesPerVehicle: 1,
  remindersPerVehicle: 1,
  notificationsPerUser: 3,
  postEvery: 5,
} as const;

export const GROWTH_USER_PREFIX = 'bench-growth-';

const counts = {
  fuelPerVehicle: GROWTH.fuelPerVehicle,
  maintenancePerVehicle: GROWTH.maintenancePerVehicle,
  expensesPerVehicle: GROWTH.expensesPerVehicle,
  remindersPerVehicle: GROWTH.remindersPerVehicle,
};

/** The benched user (signed up through the API) gets the same car and records as everyone. */
export function growthBenchUserSql(userId: string): string[] {
  const user = `'${userId.replace(/'/g, "''")}'`;
  return [
    `insert into vehicles (user_id, year, make, model, initial_mileage, fuel_type, nickname)
     values (${user}, 2018, 'Toyota', 'Corolla', 40000, 'petrol', 'growth-bench')`,
    ...recordsSql(`v.nickname = 'growth-bench'`, counts),
    `insert into user_notifications (user_id, type, title, message, link_path, created_at)
     select ${user}, 'service_due', 'Oil change due soon', 'Your Corolla is due in 500 km.',
       '/upcoming-services', now() - g * interval '1 day'
     from generate_series(1, ${GROWTH.notificationsPerUser}) g`,
  ];
}

/** Users number `from`..`to` (inclusive) with everything they own, tagged by `batch`. */
export function growthUsersSql(from: number, to: number, batch: string): string[] {
  const users = `generate_series(${from}, ${to}) u`;
  const id = `'${GROWTH_USER_PREFIX}' || u`;
  const tag = `growth-${batch}`;
  return [
    `insert into auth_users (id, name, email) select ${id}, 'Driver ' || u, ${id} || '@example.com'
     from ${users}`,
    `insert into users (id, name) select ${id}, 'Driver ' || u from ${users}`,
    `insert into auth_sessions (id, token, user_id, expires_at)
     select ${id}, md5('growth-session-' || u), ${id}, now() + interval '30 days' from ${users}`,
    `insert into vehicles (user_id, year, make, model, initial_mileage, fuel_type, nickname,
       created_at, updated_at)
     select ${id}, 2005 + u % 19,
       (array['Honda', 'Toyota', 'Ford', 'BMW', 'Volkswagen', 'Tesla'])[1 + u % 6],
       (array['Civic', 'Corolla', 'Focus', '320i', 'Golf', 'Model 3'])[1 + u % 6],
       (u * 7919) % 150000, case when u % 6 = 5 then 'electric' else 'petrol' end, '${tag}',
       now() - (u % 1000) * interval '1 day', now() - (u % 1000) * interval '1 day'
     from ${users}`,
    ...recordsSql(`v.nickname = '${tag}'`, counts),
    `insert into user_notifications (user_id, type, title, message, link_path, read_at,
       created_at)
     select ${id}, 'service_due', 'Service due soon', 'A service is due in 500 km.',
       '/upcoming-services', case when g > 1 then now() end, now() - (u % 90 + g) * interval '1 day'
     from ${users} cross join generate_series(1, ${GROWTH.notificationsPerUser}) g`,
    `insert into community_posts (user_id, title, body, topic, make, model, year, created_at,
       updated_at)
     select ${id}, 'Post by driver ' || u, 'How often should I change the oil on this one?',
       'question', 'Honda', 'Civic', 2015, now() - u * interval '3 minutes',
       now() - u * interval '3 minutes'
     from ${users} where u % ${GROWTH.postEvery} = 0`,
  ];
}
