import {
  COACH_FLAGS,
  COURSE_FLAGS,
  type EditorKind,
  GAME_FLAGS,
  GUIDE_FLAGS,
  MAX_COACH_TESTIMONIALS,
  PLATFORMS,
} from "@clutch/contract";

/**
 * Every field of each kind's input (EDITOR_INPUT_SCHEMAS), described once: the editor draws its
 * form from these, fills it from an item and starts a new one from them. `name` is the input's key.
 */
export type Field =
  | { type: "text"; name: string; label: string; hint?: string }
  | { type: "textarea"; name: string; label: string; hint?: string }
  | { type: "image"; name: string; label: string }
  | { type: "number"; name: string; label: string; step?: number; initial?: number }
  | { type: "select"; name: string; label: string; options: readonly string[] }
  | { type: "timeZone"; name: string; label: string }
  | { type: "checkbox"; name: string; label: string; hint?: string }
  | { type: "flags"; label: string; names: readonly string[] }
  | { type: "strings"; name: string; label: string; itemLabel: string }
  | { type: "ids"; name: string; label: string; kind: "games" | "coaches" }
  | { type: "chapters"; name: string; label: string }
  | { type: "testimonials"; name: string; label: string; max?: number };

export type Section = { title: string; fields: Field[] };

const name: Field = { type: "text", name: "name", label: "Name" };
const platform: Field = { type: "select", name: "platform", label: "Platform", options: PLATFORMS };
const price: Field = { type: "number", name: "price", label: "Price (₹, 0 for free)" };
const popularity: Field = { type: "number", name: "popularity", label: "Popularity" };
const approved: Field = {
  type: "checkbox",
  name: "isApproved",
  label: "Approved",
  hint: "Shown to the public (unless disabled)",
};
const image = (key: string, label: string): Field => ({ type: "image", name: key, label });
const flags = (names: readonly string[]): Field => ({ type: "flags", label: "Flags", names });
const games: Field = { type: "ids", name: "games", label: "Games", kind: "games" };
const coaches: Field = { type: "ids", name: "coaches", label: "Coaches", kind: "coaches" };
const chapters: Field = { type: "chapters", name: "chapters", label: "Chapters" };
const features: Field = { type: "strings", name: "features", label: "Features", itemLabel: "Feature" };
const position: Field = {
  type: "number",
  name: "position",
  label: "Position in the list (lower first)",
};

export const EDITOR_SECTIONS: Record<EditorKind, Section[]> = {
  games: [
    {
      title: "Details",
      fields: [name, platform, { type: "textarea", name: "summary", label: "Summary" }, popularity],
    },
    {
      title: "Images",
      fields: [
        image("headerImage", "Header image"),
        image("gameLogo", "Logo"),
        image("hexagonThinImage", "Hexagon image"),
      ],
    },
    { title: "Visibility", fields: [approved, flags(GAME_FLAGS)] },
  ],
  coaches: [
    {
      title: "Details",
      fields: [
        name,
        platform,
        { type: "textarea", name: "bio", label: "Bio" },
        { type: "number", name: "rating", label: "Rating (0 to 5)", step: 0.1 },
        popularity,
        { type: "number", name: "student", label: "Students" },
        { type: "textarea", name: "achievements", label: "Achievements" },
        { type: "text", name: "country", label: "Country" },
        { type: "text", name: "areaOfoperation", label: "Area of operation" },
        { type: "strings", name: "motableTeams", label: "Notable teams", itemLabel: "Team" },
        { type: "timeZone", name: "timeZone", label: "Time zone" },
      ],
    },
    {
      title: "Images",
      fields: [
        image("headerImage", "Header image"),
        image("hexagonHorImage", "Hexagon image (horizontal)"),
        image("hexagonVerImage", "Hexagon image (vertical)"),
      ],
    },
    { title: "Visibility", fields: [flags(COACH_FLAGS)] },
    { title: "Games", fields: [games] },
    {
      title: "Testimonials",
      fields: [
        { type: "testimonials", name: "testimonials", label: "Testimonials", max: MAX_COACH_TESTIMONIALS },
      ],
    },
  ],
  courses: [
    {
      title: "Details",
      fields: [name, price, { type: "textarea", name: "overview", label: "Overview" }, platform, popularity],
    },
    {
      title: "Images",
      fields: [image("headerImage", "Header image"), image("hexagonImage", "Hexagon image")],
    },
    { title: "Visibility", fields: [approved, flags(COURSE_FLAGS)] },
    { title: "Related", fields: [games, coaches] },
    { title: "Chapters", fields: [chapters] },
  ],
  guides: [
    {
      title: "Details",
      fields: [
        name,
        { type: "textarea", name: "summary", label: "Summary" },
        { type: "number", name: "ranking", label: "Ranking" },
        { type: "number", name: "upvotes", label: "Upvotes" },
        price,
      ],
    },
    { title: "Images", fields: [image("headerImage", "Header image")] },
    { title: "Visibility", fields: [approved, flags(GUIDE_FLAGS)] },
    { title: "Related", fields: [games, coaches] },
    { title: "Chapters", fields: [chapters] },
    {
      title: "Testimonials",
      fields: [{ type: "testimonials", name: "testimonials", label: "Testimonials" }],
    },
  ],
  packages: [
    {
      title: "Details",
      fields: [
        name,
        { type: "textarea", name: "description", label: "Description" },
        price,
        features,
        position,
      ],
    },
    { title: "Games", fields: [games] },
  ],
  "team-plans": [
    {
      title: "Details",
      fields: [
        name,
        { type: "textarea", name: "description", label: "Description" },
        price,
        { type: "number", name: "seats", label: "Seats", initial: 1 },
        features,
        position,
      ],
    },
  ],
};

/** "newGameFlag" → "New game", "high1GameFlag" → "High 1 game". */
export function flagLabel(flag: string): string {
  const words = flag
    .replace(/Flag$/, "")
    .replace(/(\d+)/g, " $1 ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
