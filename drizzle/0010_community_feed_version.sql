CREATE TABLE "community_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "community_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every write to what a feed page shows (posts and their counts, pictures, members' names and
-- avatars) bumps the one version row in the same transaction, so a kept page is fresh exactly
-- when its version is the current one (features/community/feed-cache.ts).
CREATE OR REPLACE FUNCTION odo_bump_community_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE community_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER community_posts_version AFTER INSERT OR UPDATE OR DELETE ON community_posts
  FOR EACH STATEMENT EXECUTE FUNCTION odo_bump_community_version();
--> statement-breakpoint
CREATE TRIGGER community_images_version AFTER INSERT OR UPDATE OR DELETE ON community_images
  FOR EACH STATEMENT EXECUTE FUNCTION odo_bump_community_version();
--> statement-breakpoint
CREATE TRIGGER users_community_version AFTER UPDATE OF name, avatar_url ON users
  FOR EACH STATEMENT EXECUTE FUNCTION odo_bump_community_version();
