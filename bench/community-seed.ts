// Set-based SQL for the community feed bench (bench/run.ts, issue 11): 1,000 authors and 100,000
// posts over about a year, a picture on every 5th post, and likes by the benched member on some of
// the newest, so each page has authors, images, counts and "liked by me" to gather.

export const COMMUNITY_SEED = {
  authors: 1000,
  posts: 100_000,
  /** Minutes between seeded posts (100,000 × 5 min ≈ 347 days). */
  minutesApart: 5,
  imageEvery: 5,
  /** The benched member likes every 3rd of the newest posts up to this one. */
  likedUpTo: 3000,
} as const;

export const AUTHOR_PREFIX = 'bench-author-';

export function communitySeedSql(benchUserId: string): string[] {
  const s = COMMUNITY_SEED;
  const author = (column: string) => `'${AUTHOR_PREFIX}' || ${column}`;
  const me = `'${benchUserId.replace(/'/g, "''")}'`;
  return [
    `insert into auth_users (id, name, email)
     select ${author('a')}, 'Author ' || a, ${author('a')} || '@example.com'
     from generate_series(1, ${s.authors}) a`,
    `insert into users (id, name, avatar_url)
     select ${author('a')}, 'Author ' || a,
       case when a % 2 = 0 then '/api/files/photos/avatar-' || a || '.webp' end
     from generate_series(1, ${s.authors}) a`,
    `insert into community_posts (user_id, title, body, topic, make, model, year, like_count,
       comment_count, created_at, updated_at)
     select ${author(`(1 + g % ${s.authors})`)},
       'Post ' || g || ': ' || (array['Brake noise when cold', 'Best oil for high mileage',
         'Is this a good buy?', 'My weekend project', 'Two years with it'])[1 + g % 5],
       'Some **Markdown** body for post ' || g || '. ' || repeat('The car runs well and the ' ||
         'service history is complete; I am asking about the next step. ', 3),
       (array['question', 'maintenance', 'buying_advice', 'showcase', 'review'])[1 + g % 5],
       (array['Honda', 'Toyota', 'Ford', 'BMW', 'Volkswagen', 'Tesla'])[1 + g % 6],
       (array['Civic', 'Corolla', 'Focus', '320i', 'Golf', 'Model 3'])[1 + g % 6],
       2005 + g % 19, (g * 7919) % 60, (g * 31) % 25,
       now() - g * interval '${s.minutesApart} minutes',
       now() - g * interval '${s.minutesApart} minutes'
     from generate_series(1, ${s.posts}) g`,
    `insert into community_images (user_id, post_id, storage_key, width, height, position)
     select p.user_id, p.id,
       'community/' || gen_random_uuid() || '/' || md5(p.id::text), 1600, 1200, 0
     from (select id, user_id, row_number() over (order by created_at desc) as n
           from community_posts) p
     where p.n % ${s.imageEvery} = 0`,
    `insert into community_likes (post_id, user_id)
     select p.id, ${me}
     from (select id, row_number() over (order by created_at desc) as n
           from community_posts) p
     where p.n <= ${s.likedUpTo} and p.n % 3 = 0`,
  ];
}
