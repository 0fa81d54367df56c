-- The demo artwork's header pictures and chapter thumbnails are kept at several widths, their URLs
-- naming the widest copy (header-1280.webp beside header-320/640/960.webp), so pages can offer a
-- srcset. Rows the demo seed wrote before point at the old single files, which are gone.
UPDATE "games" SET "header_image" = regexp_replace("header_image", '^(/media/games/[^/]+/header)\.webp$', '\1-1280.webp');
--> statement-breakpoint
UPDATE "coaches" SET "header_image" = regexp_replace("header_image", '^(/media/coaches/[^/]+/header)\.webp$', '\1-1280.webp');
--> statement-breakpoint
UPDATE "courses" SET "header_image" = regexp_replace("header_image", '^(/media/courses/[^/]+/header)\.webp$', '\1-1280.webp');
--> statement-breakpoint
UPDATE "guides" SET "header_image" = regexp_replace("header_image", '^(/media/guides/[^/]+/header)\.webp$', '\1-1280.webp');
--> statement-breakpoint
UPDATE "chapters" SET "image" = regexp_replace("image", '^(/media/chapters/chapter-[0-9]+)\.webp$', '\1-640.webp');
