// How much a report counts towards hiding content (issue 27; docs/api-community.md, "Reports"):
// three brand-new, unverified accounts must not be able to hide any post. Each open report weighs
// what its reporter's standing is worth; the content is hidden at REPORTS_TO_HIDE weight.
import { sql, type SQL } from 'drizzle-orm';

/** A reporter's account must be at least this old, and its e-mail verified, for a report to count. */
export const REPORTER_MIN_AGE = '1 day';
/** A reporter who filed this many reports within FREQUENT_REPORTER_WINDOW counts half. */
export const FREQUENT_REPORTER_COUNT = 10;
export const FREQUENT_REPORTER_WINDOW = '7 days';
/** The weight of a report from a member with a dismissed report, or who reports very often. */
export const REPEAT_REPORTER_WEIGHT = 0.5;

/**
 * The weight of one reporter (`userId`, an SQL expression), as of now:
 * - 0 when their e-mail is not verified or their account is younger than REPORTER_MIN_AGE;
 * - REPEAT_REPORTER_WEIGHT when an operator ever dismissed one of their reports (`npm run
 *   moderate -- restore` resolves the reports of what it restores), or when they filed
 *   FREQUENT_REPORTER_COUNT or more reports within FREQUENT_REPORTER_WINDOW;
 * - 1 otherwise.
 */
export function reporterWeight(userId: SQL): SQL {
  return sql`(select case
      when not a.email_verified
        or a.created_at > now() - interval '${sql.raw(REPORTER_MIN_AGE)}' then 0
      when exists (select 1 from community_reports d
          where d.user_id = a.id and d.resolved_at is not null)
        or (select count(*) from community_reports f
          where f.user_id = a.id
            and f.created_at > now() - interval '${sql.raw(FREQUENT_REPORTER_WINDOW)}')
          >= ${FREQUENT_REPORTER_COUNT}
        then ${sql.raw(String(REPEAT_REPORTER_WEIGHT))}
      else 1 end
    from auth_users a where a.id = ${userId})`;
}

/** The summed weight of the open reports of one post or comment. */
export function openReportWeight(targetType: 'post' | 'comment', targetId: string): SQL {
  return sql`(select coalesce(sum(${reporterWeight(sql`r.user_id`)}), 0)
    from community_reports r
    where r.target_type = ${targetType} and r.target_id = ${targetId}
      and r.resolved_at is null)`;
}
