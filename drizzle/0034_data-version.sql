-- One number that changes whenever any data a portal page can show changes (decision 51): the portal's page cache
-- keeps a page only as long as this number is the one it was rendered at.
CREATE TABLE "data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- Once per transaction, at its commit (a deferred trigger): the row's lock is taken last and held for the commit
-- alone, so writers never wait on it while holding other rows' locks, and a rolled-back write changes nothing.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('app.data_version_bumped', true) IS DISTINCT FROM txid_current()::text THEN
		UPDATE "data_version" SET "version" = "version" + 1;
		PERFORM set_config('app.data_version_bumped', txid_current()::text, true);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row trigger: a statement trigger of its own, at once.
CREATE FUNCTION "bump_data_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_version" SET "version" = "version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table of the app, the sandbox gateway's aside (it stands for an outside system; no portal page reads it).
-- A later migration that adds a table adds its two triggers too (a test checks every table has them).
DO $$
DECLARE t text;
BEGIN
	FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
		AND tablename <> 'data_version' AND tablename NOT LIKE 'sandbox\_%'
	LOOP
		EXECUTE format('CREATE CONSTRAINT TRIGGER "bump_data_version" AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"()', t);
		EXECUTE format('CREATE TRIGGER "bump_data_version_on_truncate" AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_now"()', t);
	END LOOP;
END $$;
