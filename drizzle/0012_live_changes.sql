-- Every change a kept session lookup depends on (the session, the auth user, the users row, the
-- garage version) is announced on odo_changes as 'u:<userId>', and every new community version as
-- 'c:<version>'. PostgreSQL delivers these only when the transaction commits (db/changes.ts;
-- decision 016).
CREATE OR REPLACE FUNCTION odo_announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify('odo_changes', 'u:' || (changed ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changes AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION odo_announce_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER auth_users_changes AFTER UPDATE OR DELETE ON auth_users
  FOR EACH ROW EXECUTE FUNCTION odo_announce_user_change('id');
--> statement-breakpoint
CREATE TRIGGER users_changes AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION odo_announce_user_change('id');
--> statement-breakpoint
CREATE TRIGGER garage_versions_changes AFTER INSERT OR UPDATE ON garage_versions
  FOR EACH ROW EXECUTE FUNCTION odo_announce_user_change('user_id');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION odo_bump_community_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped integer;
BEGIN
  UPDATE community_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped;
  PERFORM pg_notify('odo_changes', 'c:' || bumped);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A member's blocks change what their feed shows: their kept pages are filed under the version too.
CREATE TRIGGER community_blocks_version AFTER INSERT OR UPDATE OR DELETE ON community_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION odo_bump_community_version();
