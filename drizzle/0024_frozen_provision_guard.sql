-- Written by hand (decision 0091): a frozen provision (a confirmed death, decision 0063) changes by no path.
-- The application writes the table only through app/.server/services/provisions.ts, which refuses a frozen row;
-- this trigger is the same rule in the database, for whatever bypasses that module (raw SQL, a script, a later
-- module). Allowed on a frozen row: a change that changes nothing; a change made inside another trigger (the
-- payment dates' copy on the provision, migration 0020; a foreign key's cascade); and a change in a transaction
-- that set `vorsorge.frozen_writes` to 'allow' (only the after-death workflow does, e.g. withdrawing a mistaken
-- confirmation). Anything else fails with SQLSTATE VP409, which the application answers as 409 "provisionFrozen".
CREATE FUNCTION "provisions_frozen_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('vorsorge.frozen_writes', true) = 'allow' THEN
    RETURN NEW;
  END IF;
  IF to_jsonb(NEW) IS NOT DISTINCT FROM to_jsonb(OLD) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'provision % is frozen', OLD.id USING ERRCODE = 'VP409';
END $$;--> statement-breakpoint
CREATE TRIGGER "provisions_frozen_guard"
  BEFORE UPDATE ON "provisions"
  FOR EACH ROW WHEN (OLD."frozen_at" IS NOT NULL)
  EXECUTE FUNCTION "provisions_frozen_guard"();
