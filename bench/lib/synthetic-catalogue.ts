import { createHash } from "node:crypto";
import type { Sql } from "postgres";

/** How many rows of each kind a catalogue of `courses` courses has. */
export interface CatalogueSize {
  courses: number;
  games: number;
  coaches: number;
  guides: number;
}

export function sizeFor(courses: number): CatalogueSize {
  return {
    courses,
    // A real catalogue's games grow far slower than its courses: 15, 22, 44 for 1k, 10k, 100k.
    games: 12 + Math.round(Math.sqrt(courses) / 10),
    coaches: Math.max(1, Math.round(courses / 20)),
    guides: Math.round(courses / 2),
  };
}

/** A word in about one course name in twenty, and one in exactly five names whatever the size. */
export const COMMON_WORD = "aim";
export const RARE_WORD = "zephyr";
/** Game 0: besides `games`, one more game, of exactly five courses (those whose names carry RARE_WORD). */
export const RARE_GAME = 0;

/** The deterministic id of the `n`th (1-based) synthetic item of a kind. */
export const syntheticId = (kind: "game" | "coach", n: number) => {
  const hex = createHash("md5").update(`${kind}${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Set-based inserts (generate_series), one statement per table: the rows are made inside the
 * server, so 100,000 courses with their links and chapters load in seconds. Values are spread by
 * hashint4, so sorts and filters see a realistic mix rather than insertion order. Ids are
 * md5(kind || n) as a uuid, the same as `syntheticId`.
 */
function statements({ courses: n, games: g, coaches: c, guides: m }: CatalogueSize): string[] {
  const id = (kind: string, n: string) => `md5('${kind}' || (${n}))::uuid::text`;
  const spread = (i: string, salt: number, mod: number) => `(abs(hashint4((${i}) * 7 + ${salt})) % ${mod})`;
  const platform = (i: string) => `(array['Mobile','PC','Console'])[1 + (${i}) % 3]`;
  const ago = (i: string) => `now() - make_interval(secs => ${spread(i, 3, 31_536_000)})`;
  const topics = `array['Aim','Movement','Strategy','Economy','Positioning','Communication','Macro','Micro','Drafting','Rotations','Utility','Clutching','Laning','Mindset','Recoil','Tempo','Vision','Trading','Peeking','Review']`;
  const levels = `array['Beginner','Intermediate','Advanced','Pro','Ranked','Tournament']`;
  // Exactly five visible names carry the rare word, at any size (i % 20 = 19: approved, enabled).
  const step = (count: number) => Math.max(20, Math.floor(count / 100) * 20);
  const rare = (i: string, count: number) =>
    `case when (${i}) % ${step(count)} = 19 and (${i}) < 5 * ${step(count)} then ' Zephyr' else '' end`;
  return [
    `insert into games (id, name, platform, summary, popularity, header_image, game_logo, hexagon_thin_image,
       is_approved, disabled, new_game_flag, top_game_flag, trending_game_flag, created_at)
     select ${id("game", "i")}, 'Game ' || i, ${platform("i")}, 'A synthetic game.', ${spread("i", 1, 100_000)},
       '/img/h.webp', '/img/l.webp', '/img/t.webp', true, false, i % 4 = 0, i % 5 = 0, i % 6 = 0, ${ago("i")}
     from generate_series(0, ${g}) i`,
    `insert into coaches (id, name, bio, rating, popularity, student, country, platform, header_image,
       hexagon_hor_image, hexagon_ver_image, new_flag, top_flag, disabled, created_at)
     select ${id("coach", "i")}, 'Coach ' || i, 'A synthetic coach.', (${spread("i", 4, 50)}) / 10.0,
       ${spread("i", 1, 100_000)}, ${spread("i", 2, 5000)}, 'India', ${platform("i")}, '/img/h.webp',
       '/img/x.webp', '/img/y.webp', i % 10 = 0, i % 7 = 0, i % 50 = 0, ${ago("i")}
     from generate_series(1, ${c}) i`,
    `insert into courses (id, name, price, overview, platform, popularity, header_image, hexagon_image,
       is_approved, disabled, top_flag, popular_flag, most_popular_flag, created_at)
     select ${id("course", "i")},
       (${topics})[1 + (i / 3) % 20] || ' ' || (${levels})[1 + (i / 60) % 6] || ' course ' || i || ${rare("i", n)},
       ${spread("i", 2, 50)} * 100, 'A synthetic course.', ${platform("i")}, ${spread("i", 1, 100_000)},
       '/img/h.webp', '/img/x.webp', i % 20 <> 0, i % 50 = 0, i % 20 = 1, i % 10 = 2, i % 100 = 3, ${ago("i")}
     from generate_series(1, ${n}) i`,
    `insert into guides (id, name, summary, ranking, upvotes, price, header_image, is_approved, disabled,
       new_flag, popular_flag, featured_flag, pro_flag, created_at)
     select ${id("guide", "i")}, (${topics})[1 + (i / 3) % 20] || ' guide ' || i, 'A synthetic guide.',
       ${spread("i", 5, 1000)}, ${spread("i", 1, 100_000)}, ${spread("i", 2, 30)} * 100, '/img/h.webp',
       i % 20 <> 0, i % 50 = 0, i % 10 = 0, i % 10 = 1, i % 25 = 2, i % 5 = 3, ${ago("i")}
     from generate_series(1, ${m}) i`,
    `insert into course_games (course_id, game_id, position)
     select ${id("course", "i")}, ${id("game", `1 + i % ${g}`)}, 0 from generate_series(1, ${n}) i
     union all
     select ${id("course", "i")}, ${id("game", `1 + (i % ${g} + 1 + i % 3) % ${g}`)}, 1
     from generate_series(1, ${n}) i where i % 3 = 0 and ${g} > 1
     union all
     select ${id("course", "i")}, ${id("game", String(RARE_GAME))}, 2
     from generate_series(1, ${n}) i where length(${rare("i", n)}) > 0`,
    `insert into course_coaches (course_id, coach_id, position)
     select ${id("course", "i")}, ${id("coach", `1 + i % ${c}`)}, 0 from generate_series(1, ${n}) i`,
    `insert into coach_games (coach_id, game_id, position)
     select ${id("coach", "j")}, ${id("game", `1 + (j * k) % ${g}`)}, k - 1
     from generate_series(1, ${c}) j, generate_series(1, 2) k
     on conflict do nothing`,
    `insert into guide_games (guide_id, game_id, position)
     select ${id("guide", "i")}, ${id("game", `1 + i % ${g}`)}, 0 from generate_series(1, ${m}) i`,
    `insert into guide_coaches (guide_id, coach_id, position)
     select ${id("guide", "i")}, ${id("coach", `1 + i % ${c}`)}, 0 from generate_series(1, ${m}) i`,
    `insert into chapters (id, course_id, position, name, image, summary, description, is_approved)
     select ${id("chapter", "i * 10 + k")}, ${id("course", "i")}, k, 'Chapter ' || k, '/img/c.webp',
       'What this chapter covers.', 'The chapter in full.', k < 4
     from generate_series(1, ${n}) i, generate_series(1, 4) k`,
    `insert into chapters (id, guide_id, position, name, image, summary, description, is_approved)
     select ${id("guide-chapter", "i * 10 + k")}, ${id("guide", "i")}, k, 'Part ' || k, '/img/c.webp',
       'What this part covers.', 'The part in full.', true
     from generate_series(1, ${m}) i, generate_series(1, 2) k`,
    `insert into testimonials (id, coach_id, position, text, image)
     select ${id("testimonial", "j * 10 + k")}, ${id("coach", "j")}, k, 'Great coach.', '/img/p.webp'
     from generate_series(1, ${c}) j, generate_series(1, 2) k`,
    `insert into testimonials (id, guide_id, position, text, image)
     select ${id("guide-testimonial", "i")}, ${id("guide", "i")}, 1, 'Helpful guide.', '/img/p.webp'
     from generate_series(1, ${m}) i`,
    `insert into session_types (id, coach_id, level, title, price, duration_minutes, position)
     select ${id("session-type", "j")}, ${id("coach", "j")}, 'Beginner', 'One hour 1:1', 1500, 60, 0
     from generate_series(1, ${c}) j`,
  ];
}

/** Loads the synthetic catalogue into a migrated, empty database (not vacuumed: see `scale.ts`). */
export async function loadSyntheticCatalogue(sql: Sql, size: CatalogueSize): Promise<void> {
  for (const statement of statements(size)) await sql.unsafe(statement);
}
