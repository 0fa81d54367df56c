-- An item's games on its row (docs/decisions/057-an-items-games-on-its-row.md): a list filtered by a
-- game tests `game_ids` while it walks the default order's index, instead of looking up a link for
-- every row it walks; a game's items are counted, or a few read whole, through the GIN index. The links stay the truth; a trigger on each link table keeps `game_ids` equal
-- to them in the same statement, whoever writes them.
DROP INDEX "coaches_visible_popularity";--> statement-breakpoint
DROP INDEX "courses_visible_popularity";--> statement-breakpoint
DROP INDEX "guides_visible_upvotes";--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "game_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "game_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "game_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The ids of the games `link` (a link table) gives each of `ids` (items of `item`, named by the
-- link's `item_column`), written where they differ. Sorted, so equal sets are equal arrays.
CREATE FUNCTION catalogue_set_game_ids(item text, link text, item_column text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %1$I item SET game_ids = linked.game_ids
       FROM (SELECT id, array(SELECT game_id FROM %2$I WHERE %3$I = id ORDER BY game_id) AS game_ids
               FROM unnest($1) AS id) linked
      WHERE item.id = linked.id AND item.game_ids IS DISTINCT FROM linked.game_ids',
    item, link, item_column) USING ids;
END $$;
--> statement-breakpoint
-- Rows of an item-to-game link changed: the games of every item they name. TG_ARGV: the item table,
-- and the link's column naming its items.
CREATE FUNCTION catalogue_games_linked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('UPDATE %I SET game_ids = ''{}'' WHERE game_ids <> ''{}''', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  EXECUTE format(
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT array_agg(DISTINCT %1$I) FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT array_agg(DISTINCT %1$I) FROM old_rows'
      ELSE 'SELECT array_agg(DISTINCT named) FROM (SELECT %1$I AS named FROM new_rows UNION SELECT %1$I FROM old_rows) named_rows'
    END,
    TG_ARGV[1]) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM catalogue_set_game_ids(TG_ARGV[0], TG_TABLE_NAME, TG_ARGV[1], ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The links there are now. Setting a column no answer shows clears no stored answer, so the
-- answers' trigger is off meanwhile.
ALTER TABLE "coaches" DISABLE TRIGGER "coaches_changed";--> statement-breakpoint
ALTER TABLE "courses" DISABLE TRIGGER "courses_changed";--> statement-breakpoint
ALTER TABLE "guides" DISABLE TRIGGER "guides_changed";--> statement-breakpoint
SELECT catalogue_set_game_ids('coaches', 'coach_games', 'coach_id', array(SELECT DISTINCT coach_id FROM coach_games));--> statement-breakpoint
SELECT catalogue_set_game_ids('courses', 'course_games', 'course_id', array(SELECT DISTINCT course_id FROM course_games));--> statement-breakpoint
SELECT catalogue_set_game_ids('guides', 'guide_games', 'guide_id', array(SELECT DISTINCT guide_id FROM guide_games));--> statement-breakpoint
ALTER TABLE "coaches" ENABLE TRIGGER "coaches_changed";--> statement-breakpoint
ALTER TABLE "courses" ENABLE TRIGGER "courses_changed";--> statement-breakpoint
ALTER TABLE "guides" ENABLE TRIGGER "guides_changed";--> statement-breakpoint
-- A transition table can serve one event only, hence a trigger per event on each link table.
DO $$
DECLARE
  entry record;
BEGIN
  FOR entry IN SELECT * FROM (VALUES
    ('coach_games', $a$'coaches', 'coach_id'$a$),
    ('course_games', $a$'courses', 'course_id'$a$),
    ('guide_games', $a$'guides', 'guide_id'$a$)
  ) AS t(tbl, args) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_linked(%s)', entry.tbl || '_keep_game_ids_insert', entry.tbl, entry.args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_linked(%s)', entry.tbl || '_keep_game_ids_update', entry.tbl, entry.args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_linked(%s)', entry.tbl || '_keep_game_ids_delete', entry.tbl, entry.args);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_linked(%s)', entry.tbl || '_keep_game_ids_truncate', entry.tbl, entry.args);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE INDEX "coaches_visible_games" ON "coaches" USING gin ("game_ids") WHERE not disabled;--> statement-breakpoint
CREATE INDEX "courses_visible_games" ON "courses" USING gin ("game_ids") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_visible_games" ON "guides" USING gin ("game_ids") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "coaches_visible_popularity" ON "coaches" USING btree ("popularity" DESC NULLS LAST,"id","name","game_ids") WHERE not disabled;--> statement-breakpoint
CREATE INDEX "courses_visible_popularity" ON "courses" USING btree ("popularity" DESC NULLS LAST,"id","name","game_ids") WHERE is_approved and not disabled;--> statement-breakpoint
CREATE INDEX "guides_visible_upvotes" ON "guides" USING btree ("upvotes" DESC NULLS LAST,"id","name","game_ids") WHERE is_approved and not disabled;
