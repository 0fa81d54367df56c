ALTER TABLE "coaches" ADD COLUMN "wire" json;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "wire_shape" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "wire" json;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "wire_shape" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "wire" json;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "wire_shape" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "wire" json;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "wire_shape" text;--> statement-breakpoint
-- Stored answers (docs/decisions/041-stored-catalogue-answers.md). Whatever changes something an
-- item's public answer shows clears that answer in the same transaction; the server builds the
-- cleared ones again in the background, and reads build a cleared answer live meanwhile. Clearing
-- always writes the row, even when it is already clear: a background build that read the item
-- before the change then fails to store (it runs in REPEATABLE READ), instead of storing an answer
-- built from what the change replaced.
CREATE FUNCTION catalogue_clear_answers(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 0 THEN
    EXECUTE format('UPDATE %I SET wire = NULL, wire_shape = NULL WHERE id = ANY($1)', kind) USING ids;
  END IF;
END $$;
--> statement-breakpoint
-- An item changed: its own answer, and those of the items whose answers show it (through links).
CREATE FUNCTION catalogue_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  -- Clearing an answer is an update of the item made by these triggers (a depth of 2): it shows
  -- nothing new.
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  -- An update that sets wire_shape stores a built answer; only the server's background build does.
  SELECT array_agg(n.id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.wire_shape IS NOT DISTINCT FROM o.wire_shape;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM catalogue_clear_answers(TG_TABLE_NAME, changed);
  IF TG_TABLE_NAME = 'games' THEN
    PERFORM catalogue_clear_answers('coaches', array(SELECT coach_id FROM coach_games WHERE game_id = ANY(changed)));
    PERFORM catalogue_clear_answers('courses', array(SELECT course_id FROM course_games WHERE game_id = ANY(changed)));
    PERFORM catalogue_clear_answers('guides', array(SELECT guide_id FROM guide_games WHERE game_id = ANY(changed)));
  ELSIF TG_TABLE_NAME = 'coaches' THEN
    PERFORM catalogue_clear_answers('games', array(SELECT game_id FROM coach_games WHERE coach_id = ANY(changed)));
    PERFORM catalogue_clear_answers('courses', array(SELECT course_id FROM course_coaches WHERE coach_id = ANY(changed)));
    PERFORM catalogue_clear_answers('guides', array(SELECT guide_id FROM guide_coaches WHERE coach_id = ANY(changed)));
  ELSIF TG_TABLE_NAME = 'courses' THEN
    PERFORM catalogue_clear_answers('games', array(SELECT game_id FROM course_games WHERE course_id = ANY(changed)));
    PERFORM catalogue_clear_answers('coaches', array(SELECT coach_id FROM course_coaches WHERE course_id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of a link or of an item's parts (chapters, testimonials, session types) changed: the answers
-- of every item they name. The arguments are pairs: an item table, and the column naming its items.
-- Rows removed with their item (ON DELETE CASCADE) come here too, for the item at the other end.
CREATE FUNCTION catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair int := 0;
  ids text[];
BEGIN
  WHILE pair < TG_NARGS LOOP
    IF TG_OP = 'TRUNCATE' THEN
      EXECUTE format('UPDATE %I SET wire = NULL, wire_shape = NULL', TG_ARGV[pair]);
    ELSE
      EXECUTE format(
        CASE TG_OP
          WHEN 'INSERT' THEN 'SELECT array_agg(DISTINCT %1$I) FROM new_rows'
          WHEN 'DELETE' THEN 'SELECT array_agg(DISTINCT %1$I) FROM old_rows'
          ELSE 'SELECT array_agg(DISTINCT named) FROM (SELECT %1$I AS named FROM new_rows UNION SELECT %1$I FROM old_rows) named_rows'
        END,
        TG_ARGV[pair + 1]) INTO ids;
      PERFORM catalogue_clear_answers(TG_ARGV[pair], array_remove(ids, NULL));
    END IF;
    pair := pair + 2;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER games_changed AFTER UPDATE ON games REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_item_changed();
--> statement-breakpoint
CREATE TRIGGER coaches_changed AFTER UPDATE ON coaches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_item_changed();
--> statement-breakpoint
CREATE TRIGGER courses_changed AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_item_changed();
--> statement-breakpoint
CREATE TRIGGER guides_changed AFTER UPDATE ON guides REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_item_changed();
--> statement-breakpoint
-- A transition table can serve one event only, hence a trigger per event on each table.
DO $$
DECLARE
  entry record;
BEGIN
  FOR entry IN SELECT * FROM (VALUES
    ('coach_games', $a$'coaches', 'coach_id', 'games', 'game_id'$a$),
    ('course_games', $a$'courses', 'course_id', 'games', 'game_id'$a$),
    ('course_coaches', $a$'courses', 'course_id', 'coaches', 'coach_id'$a$),
    ('guide_games', $a$'guides', 'guide_id', 'games', 'game_id'$a$),
    ('guide_coaches', $a$'guides', 'guide_id', 'coaches', 'coach_id'$a$),
    ('chapters', $a$'courses', 'course_id', 'guides', 'guide_id'$a$),
    ('testimonials', $a$'coaches', 'coach_id', 'guides', 'guide_id'$a$),
    ('session_types', $a$'coaches', 'coach_id'$a$)
  ) AS t(tbl, args) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed(%s)', entry.tbl || '_inserted', entry.tbl, entry.args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed(%s)', entry.tbl || '_updated', entry.tbl, entry.args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed(%s)', entry.tbl || '_deleted', entry.tbl, entry.args);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed(%s)', entry.tbl || '_truncated', entry.tbl, entry.args);
  END LOOP;
END $$;
