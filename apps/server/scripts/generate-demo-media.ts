/**
 * Draws the artwork of the demo catalogue as SVG and renders it to WebP with sharp.
 *
 *   npx tsx apps/server/scripts/generate-demo-media.ts
 *
 * Writes every file that media.ts names for every catalogue item (hidden ones included), the shared
 * chapter thumbnails and avatars, the home hero slides and space backdrop, and the brand logo.
 * Output is deterministic: all "randomness" comes from a PRNG seeded with the item's key.
 */
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { imageCopies } from "@clutch/contract";
import sharp from "sharp";
import { demoCatalogue } from "../src/db/seed/demo-catalogue";
import { AVATAR_COUNT, CHAPTER_IMAGE_COUNT, media } from "../src/db/seed/media";

const MEDIA_DIR = path.resolve(import.meta.dirname, "../media");
const FONT = "DejaVu Sans";

// ---------------------------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------------------------

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h) % 360} ${s}% ${l}%)` : `hsl(${Math.round(h) % 360} ${s}% ${l}% / ${a})`;

interface Palette {
  hue: number;
  /** Neon accent and its partner. */
  a: string;
  b: string;
  /** Deep background tones. */
  bg1: string;
  bg2: string;
  soft: string;
}

/** Hues handed out per kind so that items of one kind never look alike (see allocateHues). */
const hueOf = new Map<string, number>();

/**
 * Gives every key its own hue: the one its hash prefers, moved by the golden angle while it is too
 * close to a hue already taken in the same group. Deterministic for a given catalogue.
 */
function allocateHues(keys: string[]): void {
  const taken: number[] = [];
  const minGap = Math.min(28, 300 / Math.max(keys.length, 1));
  for (const key of keys) {
    let hue = hash(key) % 360;
    for (let tries = 0; tries < 64; tries++) {
      const clash = taken.some((t) => Math.min(Math.abs(t - hue), 360 - Math.abs(t - hue)) < minGap);
      if (!clash) break;
      hue = (hue + 137.508) % 360;
    }
    taken.push(hue);
    hueOf.set(key, hue);
  }
}

function palette(key: string): Palette {
  const h = hash(key);
  const hue = hueOf.get(key) ?? h % 360;
  const hue2 = hue + 40 + ((h >>> 9) % 70);
  return {
    hue,
    a: hsl(hue, 95, 60),
    b: hsl(hue2, 90, 58),
    bg1: hsl(hue, 55, 13),
    bg2: hsl(hue2 + 30, 60, 6),
    soft: hsl(hue, 80, 75),
  };
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const f1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Text measuring and wrapping (Pango renders DejaVu Sans Bold; we measure the real glyphs)
// ---------------------------------------------------------------------------------------------

const widthCache = new Map<string, number>();

/** Width in px of `text` set in bold DejaVu Sans at 100 px. */
async function measure100(text: string): Promise<number> {
  const cached = widthCache.get(text);
  if (cached !== undefined) return cached;
  const { info } = await sharp({ text: { text: esc(text), font: `${FONT} Bold 100`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  widthCache.set(text, info.width);
  return info.width;
}

const measure = async (text: string, size: number) => ((await measure100(text)) * size) / 100;

interface Token {
  text: string;
  /** Whether a space separates this token from the previous one. */
  space: boolean;
}

/** Words (split after hyphens too when asked); a very short last word is glued to the one before. */
function tokenize(text: string, hyphens: boolean): Token[] {
  const tokens: Token[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const parts = hyphens ? word.split(/(?<=-)(?=\S)/) : [word];
    parts.forEach((part, i) => {
      tokens.push({ text: part, space: i === 0 && tokens.length > 0 });
    });
  }
  const last = tokens[tokens.length - 1];
  const prev = tokens[tokens.length - 2];
  if (last && prev && last.text.length <= 2) {
    prev.text += `${last.space ? " " : ""}${last.text}`;
    tokens.pop();
  }
  return tokens;
}

/** Greedy wrap; null when a single token is wider than the line. */
async function greedy(tokens: Token[], maxWidth: number, size: number): Promise<string[] | null> {
  const lines: string[] = [];
  let current = "";
  for (const tok of tokens) {
    const candidate = current ? `${current}${tok.space ? " " : ""}${tok.text}` : tok.text;
    if ((await measure(candidate, size)) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (!current || (await measure(tok.text, size)) > maxWidth) return null;
    lines.push(current);
    current = tok.text;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Fits `text` into at most `maxLines` lines of `maxWidth` px. Fewer, larger lines win over more
 * lines; the chosen lines are then balanced (no long first line with a lonely last word). The last
 * resort truncates with an ellipsis at `minSize`.
 */
async function wrap(
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
  maxLines: number,
): Promise<{ lines: string[]; size: number }> {
  const plain = tokenize(text, false);
  const hyphenated = tokenize(text, true);
  for (let n = 1; n <= maxLines; n++) {
    const floor = n < maxLines ? Math.max(minSize, Math.round(size * 0.8)) : minSize;
    for (let s = size; s >= floor; s -= 2) {
      // Break after a hyphen only when the words alone do not fit.
      let tokens = plain;
      let lines = await greedy(tokens, maxWidth, s);
      if (!lines || lines.length > n) {
        tokens = hyphenated;
        lines = await greedy(tokens, maxWidth, s);
      }
      if (!lines || lines.length > n) continue;
      // Balance: the narrowest width that still needs no more lines.
      let lo = maxWidth * 0.4;
      let hi = maxWidth;
      let best = lines;
      for (let k = 0; k < 10; k++) {
        const mid = (lo + hi) / 2;
        const trial = await greedy(tokens, mid, s);
        if (trial && trial.length <= lines.length) {
          best = trial;
          hi = mid;
        } else lo = mid;
      }
      return { lines: best, size: s };
    }
  }
  const lines: string[] = [];
  let current = "";
  for (const tok of hyphenated) {
    const candidate = current ? `${current}${tok.space ? " " : ""}${tok.text}` : tok.text;
    if ((await measure(`${candidate}…`, minSize)) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = tok.text;
      if (lines.length === maxLines) break;
    }
  }
  if (lines.length < maxLines && current) lines.push(current);
  const kept = lines.slice(0, maxLines);
  const last = kept.length - 1;
  if (last >= 0 && kept.join(" ").length < text.length) kept[last] = `${kept[last]}…`;
  return { lines: kept, size: minSize };
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  opts: {
    anchor?: "start" | "middle";
    fill?: string;
    lineHeight?: number;
    weight?: string;
    extra?: string;
  } = {},
): string {
  const lh = opts.lineHeight ?? 1.15;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${f1(y + i * size * lh)}" font-family="${FONT}" font-weight="${opts.weight ?? "bold"}" font-size="${size}" fill="${opts.fill ?? "#fff"}" text-anchor="${opts.anchor ?? "start"}" ${opts.extra ?? ""}>${esc(line)}</text>`,
    )
    .join("");
}

/** Emblem letters for the demo games; others get a derived monogram. */
const GAME_MONOGRAM: Record<string, string> = {
  bgmi: "BGMI",
  "counter-strike-2": "CS2",
  "league-of-legends": "LoL",
  "call-of-duty-mobile": "CODM",
  "ea-sports-fc": "FC",
  "free-fire": "FF",
  "pokemon-unite": "UNITE",
  "apex-legends": "APEX",
  "rocket-league": "RL",
  "dota-2": "DOTA",
  "tekken-8": "T8",
  "clash-royale": "CR",
};

/** Two or three letters for an emblem: "Counter-Strike 2" → "CS2", "Valorant" → "VAL". */
function monogram(name: string, key?: string): string {
  const hint = key ? GAME_MONOGRAM[key] : undefined;
  if (hint) return hint;
  const words = name
    .replace(/[:'’]/g, "")
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !/^(of|the|and)$/i.test(w));
  const first = words[0] ?? "?";
  if (words.length === 1) return first.slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => (/^\d+$/.test(w) ? w : (w[0] ?? "").toUpperCase()))
    .join("");
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Shapes and motifs
// ---------------------------------------------------------------------------------------------

/** Regular hexagon with a vertex on top ("pointy"), fitted to w×h. */
const hexPointy = (w: number, h: number, inset = 0) =>
  [
    [w / 2, inset],
    [w - inset, h / 4 + inset / 2],
    [w - inset, (h * 3) / 4 - inset / 2],
    [w / 2, h - inset],
    [inset, (h * 3) / 4 - inset / 2],
    [inset, h / 4 + inset / 2],
  ]
    .map(([x = 0, y = 0]) => `${f1(x)},${f1(y)}`)
    .join(" ");

/** Regular hexagon with a flat top, fitted to w×h. */
const hexFlat = (w: number, h: number, inset = 0) =>
  [
    [inset, h / 2],
    [w / 4 + inset / 2, inset],
    [(w * 3) / 4 - inset / 2, inset],
    [w - inset, h / 2],
    [(w * 3) / 4 - inset / 2, h - inset],
    [w / 4 + inset / 2, h - inset],
  ]
    .map(([x = 0, y = 0]) => `${f1(x)},${f1(y)}`)
    .join(" ");

/** Hexagon centred at (cx, cy) with circumradius r. */
function hexAt(cx: number, cy: number, r: number, rotation = 0, squash = 1): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const ang = ((60 * i + rotation - 90) * Math.PI) / 180;
    pts.push(`${f1(cx + r * Math.cos(ang))},${f1(cy + r * squash * Math.sin(ang))}`);
  }
  return pts.join(" ");
}

type Motif =
  | "crosshair"
  | "controller"
  | "phone"
  | "shield"
  | "crown"
  | "flame"
  | "ball"
  | "trophy"
  | "bolt"
  | "parachute"
  | "star"
  | "headset"
  | "book"
  | "compass";

/** Motifs drawn in a 100×100 box; `c` is the stroke colour, `f` the fill. */
function motifSvg(m: Motif, c: string, f: string, sw = 4): string {
  const st = `stroke="${c}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"`;
  switch (m) {
    case "crosshair":
      return `<circle cx="50" cy="50" r="34" fill="${f}" ${st}/><circle cx="50" cy="50" r="16" fill="none" ${st}/>
        <path d="M50 4V30M50 70V96M4 50H30M70 50H96" fill="none" ${st}/><circle cx="50" cy="50" r="4" fill="${c}"/>`;
    case "controller":
      return `<path d="M26 32H74C88 32 96 52 97 70C98 84 88 90 80 82L70 70H30L20 82C12 90 2 84 3 70C4 52 12 32 26 32Z" fill="${f}" ${st}/>
        <path d="M26 44V60M18 52H34" fill="none" ${st}/><circle cx="72" cy="46" r="3.5" fill="${c}"/><circle cx="80" cy="54" r="3.5" fill="${c}"/>
        <circle cx="64" cy="54" r="3.5" fill="${c}"/><circle cx="72" cy="62" r="3.5" fill="${c}"/>`;
    case "phone":
      return `<rect x="8" y="26" width="84" height="48" rx="10" fill="${f}" ${st}/><rect x="18" y="32" width="64" height="36" rx="3" fill="none" ${st} stroke-opacity="0.6"/>
        <circle cx="32" cy="56" r="7" fill="none" ${st}/><circle cx="68" cy="46" r="4" fill="${c}"/><circle cx="60" cy="56" r="3" fill="${c}"/>
        <path d="M50 40V48M46 44H54" fill="none" ${st}/>`;
    case "shield":
      return `<path d="M50 6L88 20V48C88 72 70 88 50 96C30 88 12 72 12 48V20Z" fill="${f}" ${st}/>
        <path d="M50 20L76 30V50C76 66 64 77 50 83C36 77 24 66 24 50V30Z" fill="none" ${st} stroke-opacity="0.65"/>
        <path d="M36 50L47 61L66 40" fill="none" ${st}/>`;
    case "crown":
      return `<path d="M10 74L16 28L36 50L50 20L64 50L84 28L90 74Z" fill="${f}" ${st}/><path d="M10 84H90" fill="none" ${st}/>
        <circle cx="16" cy="26" r="4" fill="${c}"/><circle cx="50" cy="18" r="4" fill="${c}"/><circle cx="84" cy="26" r="4" fill="${c}"/>`;
    case "flame":
      return `<path d="M50 4C58 26 80 36 78 62C76 84 62 96 50 96C36 96 22 84 22 64C22 48 32 40 37 26C42 38 46 44 50 46C53 34 51 18 50 4Z" fill="${f}" ${st}/>
        <path d="M50 56C55 64 62 68 61 78C60 86 55 90 50 90C44 90 39 86 39 79C39 70 46 66 50 56Z" fill="${c}" fill-opacity="0.7"/>`;
    case "ball":
      return `<circle cx="50" cy="50" r="42" fill="${f}" ${st}/><polygon points="50,34 65,45 59,63 41,63 35,45" fill="${c}" fill-opacity="0.8" ${st}/>
        <path d="M50 34V10M65 45L88 37M59 63L72 84M41 63L28 84M35 45L12 37" fill="none" ${st}/>`;
    case "trophy":
      return `<path d="M28 10H72V38C72 54 62 64 50 64C38 64 28 54 28 38Z" fill="${f}" ${st}/>
        <path d="M28 18H14C14 34 20 42 30 44M72 18H86C86 34 80 42 70 44" fill="none" ${st}/>
        <path d="M50 64V78M34 90H66L62 78H38Z" fill="${f}" ${st}/><path d="M42 26L50 20V46" fill="none" ${st}/>`;
    case "bolt":
      return `<path d="M58 4L18 56H46L38 96L82 40H54Z" fill="${f}" ${st}/>`;
    case "parachute":
      return `<path d="M8 44C8 18 92 18 92 44C86 38 78 38 72 44C66 38 56 38 50 44C44 38 34 38 28 44C22 38 14 38 8 44Z" fill="${f}" ${st}/>
        <path d="M8 44L44 78M28 44L46 78M50 44V78M72 44L54 78M92 44L56 78" fill="none" ${st} stroke-opacity="0.7"/>
        <rect x="40" y="78" width="20" height="16" rx="3" fill="${c}"/>`;
    case "star":
      return `<polygon points="50,6 62,36 94,38 69,58 78,90 50,72 22,90 31,58 6,38 38,36" fill="${f}" ${st}/>
        <circle cx="50" cy="52" r="8" fill="${c}"/>`;
    case "headset":
      return `<path d="M16 60V48C16 28 32 12 50 12C68 12 84 28 84 48V60" fill="none" ${st}/>
        <rect x="8" y="52" width="18" height="30" rx="8" fill="${f}" ${st}/><rect x="74" y="52" width="18" height="30" rx="8" fill="${f}" ${st}/>
        <path d="M83 82C83 90 72 94 60 94" fill="none" ${st}/><circle cx="56" cy="94" r="4" fill="${c}"/>`;
    case "book":
      return `<path d="M50 22C40 14 24 12 8 16V84C24 80 40 82 50 90C60 82 76 80 92 84V16C76 12 60 14 50 22Z" fill="${f}" ${st}/>
        <path d="M50 22V90M18 32C28 30 36 31 42 34M18 46C28 44 36 45 42 48M58 34C64 31 72 30 82 32M58 48C64 45 72 44 82 46" fill="none" ${st} stroke-opacity="0.7"/>`;
    case "compass":
      return `<circle cx="50" cy="50" r="42" fill="${f}" ${st}/><polygon points="50,16 60,50 50,84 40,50" fill="none" ${st}/>
        <polygon points="50,16 60,50 40,50" fill="${c}"/><path d="M50 4V10M50 90V96M4 50H10M90 50H96" fill="none" ${st}/>`;
  }
}

/** Place a 100×100 motif centred at (cx, cy) with the given size. */
const placeMotif = (
  m: Motif,
  cx: number,
  cy: number,
  size: number,
  c: string,
  f: string,
  sw = 4,
  extra = "",
) =>
  `<g transform="translate(${f1(cx - size / 2)} ${f1(cy - size / 2)}) scale(${f1(size / 100)})" ${extra}>${motifSvg(m, c, f, sw)}</g>`;

const PLATFORM_MOTIF: Record<string, Motif> = { PC: "crosshair", Console: "controller", Mobile: "phone" };
/** Hints for the demo games; anything else falls back to its platform's motif. */
const GAME_MOTIF: Record<string, Motif> = {
  valorant: "bolt",
  "counter-strike-2": "crosshair",
  "league-of-legends": "shield",
  "dota-2": "crown",
  bgmi: "parachute",
  "free-fire": "flame",
  "call-of-duty-mobile": "crosshair",
  fortnite: "controller",
  "ea-sports-fc": "ball",
  "apex-legends": "trophy",
  "rocket-league": "ball",
  "pokemon-unite": "star",
  "tekken-8": "bolt",
  "clash-royale": "crown",
};

const gamesByKey = new Map(demoCatalogue.games.map((g) => [g.key, g]));
const visibleGame = (key: string) => {
  const g = gamesByKey.get(key);
  return g && g.isApproved !== false && !g.disabled ? g : undefined;
};
const gameMotif = (key: string): Motif =>
  GAME_MOTIF[key] ?? PLATFORM_MOTIF[gamesByKey.get(key)?.platform ?? "PC"] ?? "crosshair";

// ---------------------------------------------------------------------------------------------
// Shared SVG building blocks
// ---------------------------------------------------------------------------------------------

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

const glowFilter = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

const blurFilter = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** A honeycomb of hexagon outlines as a pattern. */
function hexPattern(id: string, r: number, stroke: string, opacity: number): string {
  const w = Math.sqrt(3) * r;
  const h = 3 * r;
  return `<pattern id="${id}" width="${f1(w)}" height="${f1(h)}" patternUnits="userSpaceOnUse">
    <g fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="1.5">
      <polygon points="${hexAt(w / 2, r, r * 0.92)}"/>
      <polygon points="${hexAt(0, r * 2.5, r * 0.92)}"/><polygon points="${hexAt(w, r * 2.5, r * 0.92)}"/>
    </g></pattern>`;
}

/** Small glowing particles and a few crosses, placed by the seeded PRNG. */
function particles(rand: () => number, w: number, h: number, n: number, color: string, xMin = 0): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = f1(xMin + rand() * (w - xMin));
    const y = f1(rand() * h);
    const r = f1(1 + rand() * 2.5);
    const o = f1(0.25 + rand() * 0.6);
    if (rand() < 0.2) {
      out += `<path d="M${x - 6} ${y}H${x + 6}M${x} ${y - 6}V${y + 6}" stroke="${color}" stroke-opacity="${o}" stroke-width="1.5"/>`;
    } else {
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" fill-opacity="${o}"/>`;
    }
  }
  return out;
}

function stars(rand: () => number, w: number, h: number, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = f1(rand() * w);
    const y = f1(rand() * h);
    const big = rand() < 0.06;
    const r = big ? f1(1.4 + rand() * 1.4) : f1(0.5 + rand() * 0.9);
    const o = f1(0.35 + rand() * 0.65);
    const tint = pick(["#ffffff", "#cfe3ff", "#ffe9d6", "#e6d9ff"], Math.floor(rand() * 4));
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${tint}" fill-opacity="${o}"/>`;
    if (big)
      out += `<path d="M${f1(x - r * 5)} ${y}H${f1(x + r * 5)}M${x} ${f1(y - r * 5)}V${f1(y + r * 5)}" stroke="${tint}" stroke-opacity="${f1(o * 0.45)}" stroke-width="0.8"/>`;
  }
  return out;
}

/** A stylised player bust with a gaming headset; drawn in a 200×200 box. */
function bust(variant: number, skin: string, dark: string, accent: string): string {
  const hair = [
    // short
    `<path d="M64 70C62 40 80 26 100 26C124 26 140 42 136 72C130 58 118 50 100 50C84 50 70 58 64 70Z" fill="${dark}"/>`,
    // long
    `<path d="M60 78C56 40 76 24 100 24C126 24 146 42 140 80L146 132C134 124 132 110 132 96C128 70 118 54 100 54C82 54 72 70 68 96C68 110 66 124 54 132Z" fill="${dark}"/>`,
    // cap
    `<path d="M62 66C62 40 80 28 100 28C122 28 138 40 138 66Z" fill="${accent}"/><path d="M96 62H160C158 70 148 72 138 70H96Z" fill="${accent}" fill-opacity="0.85"/><circle cx="100" cy="30" r="4" fill="${dark}"/>`,
    // bun
    `<circle cx="100" cy="22" r="14" fill="${dark}"/><path d="M64 72C60 42 80 30 100 30C122 30 140 44 136 72C128 56 116 50 100 50C86 50 72 58 64 72Z" fill="${dark}"/>`,
  ];
  return `
    <path d="M30 200C30 150 60 128 100 128C140 128 170 150 170 200Z" fill="${dark}"/>
    <path d="M46 200C50 162 72 146 100 146C128 146 150 162 154 200" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="3"/>
    <rect x="88" y="108" width="24" height="28" rx="8" fill="${skin}" fill-opacity="0.9"/>
    <ellipse cx="100" cy="78" rx="36" ry="42" fill="${skin}"/>
    <path d="M100 36C124 38 136 56 136 78C136 102 120 120 100 120C114 110 120 96 120 78C120 58 114 44 100 36Z" fill="#000" fill-opacity="0.16"/>
    <path d="M88 116H112V124C104 128 96 128 88 124Z" fill="#000" fill-opacity="0.25"/>
    ${pick(hair, variant)}
    <path d="M58 80C58 46 76 30 100 30C124 30 142 46 142 80" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
    <rect x="50" y="70" width="16" height="30" rx="7" fill="${accent}"/><rect x="134" y="70" width="16" height="30" rx="7" fill="${accent}"/>
    <path d="M58 98C58 114 72 120 88 118" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/><circle cx="90" cy="118" r="4" fill="${accent}"/>`;
}

function skinTone(key: string): string {
  const tones = ["#c89070", "#a56b4b", "#e0b08c", "#8a5a3c", "#d9a47f", "#b87f5c"];
  return pick(tones, hash(`${key}:skin`));
}

// ---------------------------------------------------------------------------------------------
// Item artwork
// ---------------------------------------------------------------------------------------------

const W = 1280;
const H = 720;

async function gameHeader(key: string, name: string, platform: string, summary: string): Promise<string> {
  const p = palette(key);
  const rand = prng(hash(`${key}:header`));
  const motif = gameMotif(key);
  const tilt = -18 + rand() * 10;
  const title = await wrap(name.toUpperCase(), 560, 86, 44, 2);
  const tagY = 470 - (title.lines.length - 1) * title.size * 1.05;
  const sub = await wrap(summary.split(/(?<=\.)\s/)[0] ?? "", 560, 24, 18, 2);
  return `${svgOpen(W, H)}<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.45" r="0.55"><stop offset="0" stop-color="${p.a}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${p.b}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
    <linearGradient id="stripe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.a}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.a}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05060d" stop-opacity="0.85"/><stop offset="0.55" stop-color="#05060d" stop-opacity="0.1"/><stop offset="1" stop-color="#05060d" stop-opacity="0"/></linearGradient>
    ${hexPattern("hex", 34, p.soft, 0.07)}${glowFilter("gl", 10)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#hex)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g transform="rotate(${f1(tilt)} 640 360)">
    <rect x="-200" y="${f1(150 + rand() * 60)}" width="1700" height="10" fill="url(#stripe)"/>
    <rect x="-200" y="${f1(250 + rand() * 60)}" width="1700" height="3" fill="url(#stripe)"/>
    <rect x="-200" y="${f1(520 + rand() * 60)}" width="1700" height="22" fill="url(#stripe)" opacity="0.5"/>
  </g>
  <polygon points="${hexAt(920, 330, 250, 0)}" fill="${p.bg2}" fill-opacity="0.55" stroke="${p.a}" stroke-width="4" filter="url(#gl)"/>
  <polygon points="${hexAt(920, 330, 214, 0)}" fill="none" stroke="${p.b}" stroke-opacity="0.5" stroke-width="2"/>
  ${placeMotif(motif, 920, 330, 250, p.a, p.bg1, 3.5, 'filter="url(#gl)"')}
  ${particles(rand, W, H, 60, p.soft, 560)}
  <rect width="${W}" height="${H}" fill="url(#fade)"/>
  <rect x="72" y="${f1(tagY - 66)}" width="${platform.length * 15 + 44}" height="38" rx="19" fill="${p.a}" fill-opacity="0.16" stroke="${p.a}" stroke-width="2"/>
  <text x="${f1(72 + (platform.length * 15 + 44) / 2)}" y="${f1(tagY - 40)}" font-family="${FONT}" font-weight="bold" font-size="18" letter-spacing="3" fill="${p.soft}" text-anchor="middle">${esc(platform.toUpperCase())}</text>
  ${textLines(title.lines, 72, tagY + title.size * 0.6, title.size, { lineHeight: 1.05 })}
  <rect x="72" y="${f1(tagY + title.size * 0.6 + (title.lines.length - 1) * title.size * 1.05 + 26)}" width="120" height="6" rx="3" fill="${p.a}"/>
  ${textLines(sub.lines, 72, tagY + title.size * 0.6 + (title.lines.length - 1) * title.size * 1.05 + 76, sub.size, { weight: "normal", fill: "#d8def0", lineHeight: 1.4 })}
  </svg>`;
}

/** Font size at which `text` is `width` px wide, capped at `max`. */
const sizeFor = async (text: string, width: number, max: number) =>
  Math.min(max, Math.floor((width * 100) / (await measure100(text))));

async function gameLogo(key: string, name: string): Promise<string> {
  const p = palette(key);
  const mono = monogram(name, key);
  const size = await sizeFor(mono, 136, 72);
  return `${svgOpen(256, 256)}<defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
    <radialGradient id="in" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="#05060d"/></radialGradient>
    ${glowFilter("gl", 5)}
  </defs>
  <rect x="8" y="8" width="240" height="240" rx="52" fill="url(#in)" stroke="url(#g)" stroke-width="6"/>
  <polygon points="${hexAt(128, 128, 96)}" fill="none" stroke="url(#g)" stroke-width="5" filter="url(#gl)"/>
  ${placeMotif(gameMotif(key), 128, 128, 128, p.a, "none", 3, 'opacity="0.22"')}
  <text x="128" y="${f1(128 + size * 0.36)}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#fff" text-anchor="middle" stroke="#05060d" stroke-width="2" paint-order="stroke">${esc(mono)}</text>
  </svg>`;
}

async function gameHexThin(key: string, name: string): Promise<string> {
  const p = palette(key);
  const w = 240;
  const h = 276;
  const mono = monogram(name, key);
  const size = await sizeFor(mono, 128, 52);
  return `${svgOpen(w, h)}<defs>
    <clipPath id="c"><polygon points="${hexPointy(w, h)}"/></clipPath>
    <linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="#05060d"/></linearGradient>
    <radialGradient id="r" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${p.a}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>
    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
    ${glowFilter("gl", 4)}
  </defs>
  <g clip-path="url(#c)">
    <rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#r)"/>
    ${placeMotif(gameMotif(key), 120, 112, 120, p.a, p.bg2, 4, 'filter="url(#gl)"')}
    <text x="120" y="${f1(196 + size * 0.36)}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#fff" text-anchor="middle">${esc(mono)}</text>
  </g>
  <polygon points="${hexPointy(w, h, 4)}" fill="none" stroke="url(#edge)" stroke-width="7"/>
  </svg>`;
}

async function coachHeader(
  key: string,
  name: string,
  area: string,
  gameNames: string[],
  rating: number,
): Promise<string> {
  const p = palette(key);
  const rand = prng(hash(`${key}:header`));
  const title = await wrap(name.toUpperCase(), 540, 80, 44, 2);
  const baseY = 330 - (title.lines.length - 1) * title.size * 0.5;
  const games = await wrap(gameNames.join("  •  "), 540, 26, 16, 1);
  return `${svgOpen(W, H)}<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#05060d"/><stop offset="0.6" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="spot" cx="0.76" cy="0.5" r="0.45"><stop offset="0" stop-color="${p.a}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>
    <clipPath id="hc"><polygon points="${hexAt(960, 360, 300, 30)}"/></clipPath>
    <linearGradient id="hg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.b}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    ${hexPattern("hex", 26, p.soft, 0.06)}${glowFilter("gl", 9)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#hex)"/><rect width="${W}" height="${H}" fill="url(#spot)"/>
  ${particles(rand, W, H, 50, p.soft, 620)}
  <g clip-path="url(#hc)"><rect x="600" y="0" width="700" height="720" fill="url(#hg)"/>
    <g transform="translate(760 228) scale(2)">${bust(hash(key) % 4, skinTone(key), "#0b0d18", p.a)}</g></g>
  <polygon points="${hexAt(960, 360, 300, 30)}" fill="none" stroke="${p.a}" stroke-width="5" filter="url(#gl)"/>
  <polygon points="${hexAt(960, 360, 330, 30)}" fill="none" stroke="${p.b}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="18 12"/>
  <text x="72" y="${f1(baseY - title.size * 0.55 - 40)}" font-family="${FONT}" font-weight="bold" font-size="20" letter-spacing="6" fill="${p.soft}">PRO COACH</text>
  <rect x="72" y="${f1(baseY - title.size * 0.55 - 28)}" width="64" height="4" rx="2" fill="${p.a}"/>
  ${textLines(title.lines, 72, baseY + title.size * 0.35, title.size, { lineHeight: 1.05 })}
  ${textLines([area], 72, baseY + title.size * 0.35 + (title.lines.length - 1) * title.size * 1.05 + 56, 28, { weight: "normal", fill: "#d8def0" })}
  ${textLines(games.lines, 72, baseY + title.size * 0.35 + (title.lines.length - 1) * title.size * 1.05 + 104, games.size, { fill: p.a })}
  ${ratingStars(72, baseY + title.size * 0.35 + (title.lines.length - 1) * title.size * 1.05 + 140, rating, p.a)}
  </svg>`;
}

function ratingStars(x: number, y: number, rating: number, color: string): string {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const fill = rating >= i + 0.75 ? color : rating >= i + 0.25 ? `${color}` : "none";
    const opacity = rating >= i + 0.75 ? 1 : rating >= i + 0.25 ? 0.45 : 1;
    out += `<g transform="translate(${x + i * 40} ${f1(y)}) scale(0.32)"><polygon points="50,6 62,36 94,38 69,58 78,90 50,72 22,90 31,58 6,38 38,36" fill="${fill}" fill-opacity="${opacity}" stroke="${color}" stroke-width="6" stroke-linejoin="round"/></g>`;
  }
  return `${out}<text x="${x + 214}" y="${f1(y + 25)}" font-family="${FONT}" font-weight="bold" font-size="24" fill="#fff">${rating.toFixed(1)}</text>`;
}

function coachHex(key: string, name: string, orientation: "hor" | "ver"): string {
  const p = palette(key);
  const w = orientation === "hor" ? 414 : 360;
  const h = orientation === "hor" ? 360 : 414;
  const shape = orientation === "hor" ? hexFlat(w, h) : hexPointy(w, h);
  const edge = orientation === "hor" ? hexFlat(w, h, 5) : hexPointy(w, h, 5);
  const scale = orientation === "hor" ? 1.5 : 1.6;
  const tx = w / 2 - 100 * scale;
  const ty = h - 200 * scale + (orientation === "hor" ? 0 : -8);
  return `${svgOpen(w, h)}<defs>
    <clipPath id="c"><polygon points="${shape}"/></clipPath>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="r" cx="0.5" cy="0.38" r="0.55"><stop offset="0" stop-color="${p.a}" stop-opacity="0.65"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
    ${hexPattern("hex", 18, p.soft, 0.09)}
  </defs>
  <g clip-path="url(#c)">
    <rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#hex)"/><rect width="${w}" height="${h}" fill="url(#r)"/>
    <g transform="translate(${f1(tx)} ${f1(ty)}) scale(${scale})">${bust(hash(key) % 4, skinTone(key), "#0b0d18", p.a)}</g>
    <rect x="${w / 2 - 42}" y="${orientation === "hor" ? 24 : 58}" width="84" height="40" rx="20" fill="#05060d" fill-opacity="0.7" stroke="${p.a}" stroke-width="2"/>
    <text x="${w / 2}" y="${orientation === "hor" ? 52 : 86}" font-family="${FONT}" font-weight="bold" font-size="22" letter-spacing="2" fill="#fff" text-anchor="middle">${esc(initials(name))}</text>
  </g>
  <polygon points="${edge}" fill="none" stroke="url(#edge)" stroke-width="8"/>
  </svg>`;
}

async function courseHeader(
  key: string,
  name: string,
  motif: Motif,
  gameNames: string[],
  chapters: number,
  free: boolean,
): Promise<string> {
  const p = palette(key);
  const rand = prng(hash(`${key}:header`));
  const title = await wrap(name, 600, 70, 40, 3);
  const blockH = title.lines.length * title.size * 1.1;
  const top = 360 - blockH / 2;
  let rings = "";
  for (let i = 0; i < 5; i++) {
    rings += `<polygon points="${hexAt(990, 360, 90 + i * 62, 30 + i * 6)}" fill="none" stroke="${i % 2 ? p.b : p.a}" stroke-opacity="${f1(0.75 - i * 0.13)}" stroke-width="${i === 0 ? 5 : 2}"/>`;
  }
  const meta = `${chapters} CHAPTERS${gameNames.length ? `  •  ${gameNames.join("  •  ").toUpperCase()}` : ""}`;
  const metaFit = await wrap(meta, 600, 20, 14, 1);
  return `${svgOpen(W, H)}<defs>
    <linearGradient id="bg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#04050b"/><stop offset="0.5" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="glow" cx="0.77" cy="0.5" r="0.4"><stop offset="0" stop-color="${p.a}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>
    <linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
    ${glowFilter("gl", 8)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g opacity="0.5"><path d="M0 ${f1(600 + rand() * 40)}L1280 ${f1(380 + rand() * 60)}" stroke="${p.a}" stroke-opacity="0.35" stroke-width="2"/>
    <path d="M0 ${f1(660 + rand() * 30)}L1280 ${f1(470 + rand() * 60)}" stroke="${p.b}" stroke-opacity="0.35" stroke-width="1.5"/></g>
  ${rings}
  ${placeMotif(motif, 990, 360, 160, p.a, p.bg2, 4, 'filter="url(#gl)"')}
  ${particles(rand, W, H, 45, p.soft, 700)}
  <rect x="72" y="${f1(top - 86)}" width="128" height="38" rx="6" fill="url(#bar)"/>
  <text x="136" y="${f1(top - 60)}" font-family="${FONT}" font-weight="bold" font-size="18" letter-spacing="4" fill="#05060d" text-anchor="middle">${free ? "FREE" : "COURSE"}</text>
  ${textLines(title.lines, 72, top + title.size * 0.85, title.size, { lineHeight: 1.1 })}
  ${textLines(metaFit.lines, 72, top + blockH + 46, metaFit.size, { fill: p.soft, extra: 'letter-spacing="2"' })}
  </svg>`;
}

async function courseHex(key: string, name: string, motif: Motif): Promise<string> {
  const p = palette(key);
  const w = 360;
  const h = 414;
  const title = await wrap(name, 250, 30, 18, 3);
  const top = 262 - ((title.lines.length - 1) * title.size * 1.12) / 2;
  return `${svgOpen(w, h)}<defs>
    <clipPath id="c"><polygon points="${hexPointy(w, h)}"/></clipPath>
    <linearGradient id="g" x1="0" y1="0" x2="0.7" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="#04050b"/></linearGradient>
    <radialGradient id="r" cx="0.5" cy="0.3" r="0.5"><stop offset="0" stop-color="${p.a}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
    ${hexPattern("hex", 20, p.soft, 0.07)}${glowFilter("gl", 5)}
  </defs>
  <g clip-path="url(#c)">
    <rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#hex)"/><rect width="${w}" height="${h}" fill="url(#r)"/>
    <polygon points="${hexAt(180, 130, 78, 0)}" fill="${p.bg2}" fill-opacity="0.6" stroke="${p.a}" stroke-width="3"/>
    ${placeMotif(motif, 180, 130, 96, p.a, "none", 4.5, 'filter="url(#gl)"')}
    ${textLines(title.lines, 180, top, title.size, { anchor: "middle", lineHeight: 1.12 })}
  </g>
  <polygon points="${hexPointy(w, h, 5)}" fill="none" stroke="url(#edge)" stroke-width="8"/>
  </svg>`;
}

async function guideHeader(key: string, name: string, gameNames: string[], ranking: number): Promise<string> {
  const p = palette(key);
  const rand = prng(hash(`${key}:header`));
  const title = await wrap(name, 600, 66, 40, 3);
  const blockH = title.lines.length * title.size * 1.1;
  const top = 372 - blockH / 2;
  let grid = "";
  for (let x = 0; x <= W; x += 64)
    grid += `<path d="M${x} 0V${H}" stroke="${p.soft}" stroke-opacity="${x % 256 === 0 ? 0.12 : 0.05}"/>`;
  for (let y = 0; y <= H; y += 64)
    grid += `<path d="M0 ${y}H${W}" stroke="${p.soft}" stroke-opacity="${y % 256 === 0 ? 0.12 : 0.05}"/>`;
  // A dashed "route" across the map, with waypoints.
  const pts = Array.from({ length: 5 }, (_, i) => [780 + i * 110, 380 + rand() * 250] as const);
  const route = smoothPath(pts);
  const waypoints = pts
    .map(
      ([x, y], i) =>
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${i === pts.length - 1 ? 14 : 8}" fill="${i === pts.length - 1 ? p.a : "#05060d"}" stroke="${p.a}" stroke-width="3"/>`,
    )
    .join("");
  const motif: Motif = pick(["book", "compass", "star", "trophy"], hash(key));
  return `${svgOpen(W, H)}<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg2}"/><stop offset="1" stop-color="${p.bg1}"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.3" r="0.5"><stop offset="0" stop-color="${p.b}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#04050b" stop-opacity="0.9"/><stop offset="0.6" stop-color="#04050b" stop-opacity="0.2"/><stop offset="1" stop-color="#04050b" stop-opacity="0"/></linearGradient>
    ${glowFilter("gl", 8)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${grid}<rect width="${W}" height="${H}" fill="url(#glow)"/>
  <path d="${route}" fill="none" stroke="${p.a}" stroke-width="4" stroke-dasharray="14 10" filter="url(#gl)"/>${waypoints}
  <polygon points="${hexAt(1090, 190, 112, 30)}" fill="#05060d" fill-opacity="0.5" stroke="${p.a}" stroke-opacity="0.6" stroke-width="2"/>
  ${placeMotif(motif, 1090, 190, 130, p.a, p.bg2, 4, 'filter="url(#gl)"')}
  ${particles(rand, W, H, 30, p.soft, 640)}
  <rect width="${W}" height="${H}" fill="url(#fade)"/>
  <text x="72" y="${f1(top - 52)}" font-family="${FONT}" font-weight="bold" font-size="20" letter-spacing="6" fill="${p.a}">GUIDE  •  #${ranking}</text>
  ${textLines(title.lines, 72, top + title.size * 0.85, title.size, { lineHeight: 1.1 })}
  ${gameNames.length ? textLines([gameNames.join("  •  ")], 72, top + blockH + 44, 24, { fill: "#d8def0", weight: "normal" }) : ""}
  </svg>`;
}

/** A Catmull-Rom curve through the points, as cubic Béziers. */
function smoothPath(pts: readonly (readonly [number, number])[]): string {
  const at = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [0, 0];
  let d = `M${f1(at(0)[0])} ${f1(at(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${f1(x1 + (x2 - x0) / 6)} ${f1(y1 + (y2 - y0) / 6)} ${f1(x2 - (x3 - x1) / 6)} ${f1(y2 - (y3 - y1) / 6)} ${f1(x2)} ${f1(y2)}`;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------
// Shared artwork: chapter thumbnails, avatars, hero slides, logo
// ---------------------------------------------------------------------------------------------

const CHAPTER_MOTIFS: Motif[] = [
  "crosshair",
  "controller",
  "shield",
  "bolt",
  "trophy",
  "flame",
  "star",
  "compass",
];

function chapterThumb(i: number): string {
  const p = palette(`chapter-${i}`);
  const rand = prng(hash(`chapter-${i}`));
  const w = 640;
  const h = 360;
  const motif = pick(CHAPTER_MOTIFS, i);
  let bars = "";
  for (let k = 0; k < 24; k++) {
    const bh = f1(8 + rand() * 46);
    bars += `<rect x="${40 + k * 12}" y="${f1(320 - Number(bh))}" width="6" height="${bh}" rx="3" fill="${k % 3 ? p.a : p.b}" fill-opacity="0.45"/>`;
  }
  return `${svgOpen(w, h)}<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.a}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>
    ${hexPattern("hex", 22, p.soft, 0.07)}${glowFilter("gl", 6)}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#hex)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${placeMotif(motif, 500, 110, 170, p.b, "none", 3, 'opacity="0.35"')}
  ${particles(rand, w, h, 25, p.soft)}
  ${bars}
  <circle cx="320" cy="180" r="56" fill="#05060d" fill-opacity="0.55" stroke="${p.a}" stroke-width="4" filter="url(#gl)"/>
  <path d="M304 152L350 180L304 208Z" fill="#fff"/>
  <rect x="0" y="${h - 6}" width="${f1(w * (0.2 + (i % 8) * 0.1))}" height="6" fill="${p.a}"/>
  </svg>`;
}

function avatar(i: number | "default"): string {
  const s = 160;
  const neutral = i === "default";
  const p = palette(`avatar-${i}`);
  const bg1 = neutral ? "#3a4150" : p.bg1;
  const bg2 = neutral ? "#1b1f29" : p.bg2;
  const accent = neutral ? "#8a93a6" : p.a;
  const skin = neutral ? "#aab2c2" : skinTone(`avatar-${i}`);
  const dark = neutral ? "#5b6374" : "#0b0d18";
  const variant = neutral ? 0 : hash(`avatar-${i}`) % 4;
  const figure = neutral
    ? `<circle cx="100" cy="82" r="38" fill="${skin}"/><path d="M30 200C30 150 60 130 100 130C140 130 170 150 170 200Z" fill="${skin}"/>`
    : bust(variant, skin, dark, accent);
  return `${svgOpen(s, s)}<defs>
    <clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
  </defs>
  <g clip-path="url(#c)"><rect width="${s}" height="${s}" fill="url(#g)"/>
    <g transform="translate(10 22) scale(0.7)">${figure}</g></g>
  <circle cx="80" cy="80" r="77" fill="none" stroke="${accent}" stroke-width="5"/>
  </svg>`;
}

/** A soft nebula: turbulence coloured through a gradient mask, blurred. */
function nebula(id: string, seed: number, c1: string, c2: string, cx: number, cy: number): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.0035 0.006" numOctaves="4" seed="${seed}" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  1.6 0 0 0 -0.55" result="m"/>
      <feGaussianBlur in="m" stdDeviation="6" result="mb"/>
      <feComposite in="SourceGraphic" in2="mb" operator="in"/>
    </filter>
    <radialGradient id="${id}-g" cx="${cx}" cy="${cy}" r="0.6"><stop offset="0" stop-color="${c1}"/><stop offset="0.5" stop-color="${c2}"/><stop offset="1" stop-color="${c2}" stop-opacity="0"/></radialGradient>`;
}

function spaceBackdrop(w: number, h: number, seedKey: string, c1: string, c2: string, c3: string): string {
  const rand = prng(hash(seedKey));
  return `<defs>
    <radialGradient id="deep" cx="0.5" cy="0.4" r="0.9"><stop offset="0" stop-color="#0d0f2a"/><stop offset="1" stop-color="#020308"/></radialGradient>
    ${nebula("neb1", hash(seedKey) % 1000, c1, c2, 0.3, 0.35)}
    ${nebula("neb2", (hash(seedKey) >>> 10) % 1000, c3, c2, 0.75, 0.6)}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#deep)"/>
  <rect width="${w}" height="${h}" fill="url(#neb1-g)" filter="url(#neb1)" opacity="0.85"/>
  <rect width="${w}" height="${h}" fill="url(#neb2-g)" filter="url(#neb2)" opacity="0.6"/>
  ${stars(rand, w, h, Math.round((w * h) / 3000))}`;
}

function hero(i: 1 | 2 | 3): string {
  const w = 1600;
  const h = 900;
  const rand = prng(hash(`hero-${i}`));
  if (i === 1) {
    // Planet with ring over a neon perspective grid.
    let grid = "";
    for (let k = -12; k <= 12; k++)
      grid += `<path d="M800 560L${800 + k * 170} 900" stroke="#ff3df2" stroke-opacity="0.55" stroke-width="2"/>`;
    for (let k = 0; k < 9; k++) {
      const y = 560 + (340 * (k * k)) / 64;
      grid += `<path d="M0 ${f1(y)}H1600" stroke="#ff3df2" stroke-opacity="${f1(0.25 + k * 0.06)}" stroke-width="2"/>`;
    }
    return `${svgOpen(w, h)}${spaceBackdrop(w, h, "hero-1", "#7b2cff", "#1b0b4a", "#00d4ff")}
    <defs>
      <radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#7ff0ff"/><stop offset="0.45" stop-color="#2a6cff"/><stop offset="1" stop-color="#120a3c"/></radialGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#10022a" stop-opacity="0.2"/><stop offset="1" stop-color="#1a0330"/></linearGradient>
      <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd36b"/><stop offset="1" stop-color="#ff3df2"/></linearGradient>
      ${glowFilter("gl", 14)}${blurFilter("bl", 30)}
    </defs>
    <circle cx="800" cy="520" r="210" fill="url(#sun)" opacity="0.35" filter="url(#bl)"/>
    <circle cx="1190" cy="300" r="150" fill="url(#planet)"/>
    <ellipse cx="1190" cy="300" rx="270" ry="56" fill="none" stroke="#9fe8ff" stroke-opacity="0.7" stroke-width="6" transform="rotate(-18 1190 300)"/>
    <path d="M1040 300A150 150 0 0 0 1340 300" fill="url(#planet)" transform="rotate(-18 1190 300)"/>
    <circle cx="330" cy="200" r="46" fill="#2a1660" stroke="#b18cff" stroke-opacity="0.6" stroke-width="3"/>
    <rect y="560" width="1600" height="340" fill="url(#floor)"/>${grid}
    <path d="M0 560H1600" stroke="#ff7bf7" stroke-width="3" filter="url(#gl)"/>
    ${placeMotif("trophy", 800, 470, 190, "#ffe38a", "#2a1050", 3, 'filter="url(#gl)"')}
    </svg>`;
  }
  if (i === 2) {
    // Arena stage: light beams, hexagon floor, glowing controller.
    let beams = "";
    for (let k = 0; k < 6; k++) {
      const x = 120 + k * 272;
      const col = k % 2 ? "#00e5ff" : "#ff2e88";
      beams += `<polygon points="${x},0 ${x + 40},0 ${800 + (k - 2.5) * 90},620 ${800 + (k - 2.5) * 90 - 60},620" fill="${col}" opacity="0.10"/>`;
    }
    let floor = "";
    for (let row = 0; row < 5; row++)
      for (let col = -1; col < 18; col++) {
        const cx = col * 100 + (row % 2) * 50;
        const cy = 650 + row * 62;
        const lit = rand() < 0.18;
        floor += `<polygon points="${hexAt(cx, cy, 50, 30, 0.62)}" fill="${lit ? "#00e5ff" : "#0a0f24"}" fill-opacity="${lit ? 0.25 : 0.9}" stroke="#00e5ff" stroke-opacity="0.35" stroke-width="2"/>`;
      }
    return `${svgOpen(w, h)}${spaceBackdrop(w, h, "hero-2", "#ff2e88", "#2a0838", "#00b8ff")}
    <defs>
      <radialGradient id="stage" cx="0.5" cy="0.75" r="0.5"><stop offset="0" stop-color="#00e5ff" stop-opacity="0.45"/><stop offset="1" stop-color="#00e5ff" stop-opacity="0"/></radialGradient>
      <linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#04050b" stop-opacity="0"/><stop offset="1" stop-color="#04050b"/></linearGradient>
      ${glowFilter("gl", 14)}
    </defs>
    ${beams}
    <rect width="${w}" height="${h}" fill="url(#stage)"/>
    ${floor}
    <rect y="600" width="1600" height="300" fill="url(#fl)"/>
    <polygon points="${hexAt(800, 380, 230, 30)}" fill="#070a1c" fill-opacity="0.7" stroke="#ff2e88" stroke-width="6" filter="url(#gl)"/>
    <polygon points="${hexAt(800, 380, 270, 30)}" fill="none" stroke="#00e5ff" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="22 14"/>
    ${placeMotif("controller", 800, 380, 300, "#00e5ff", "#0b1030", 3, 'filter="url(#gl)"')}
    </svg>`;
  }
  // Crosshair HUD over a planet horizon.
  let ticks = "";
  for (let k = 0; k < 72; k++) {
    const a = (k * 5 * Math.PI) / 180;
    const r1 = k % 6 ? 268 : 252;
    ticks += `<path d="M${f1(800 + r1 * Math.cos(a))} ${f1(430 + r1 * Math.sin(a))}L${f1(800 + 280 * Math.cos(a))} ${f1(430 + 280 * Math.sin(a))}" stroke="#7dffb3" stroke-opacity="0.6" stroke-width="2"/>`;
  }
  let scan = "";
  for (let y = 0; y < h; y += 6) scan += `<path d="M0 ${y}H${w}" stroke="#000" stroke-opacity="0.12"/>`;
  return `${svgOpen(w, h)}${spaceBackdrop(w, h, "hero-3", "#00ff9c", "#062a33", "#3d7bff")}
    <defs>
      <radialGradient id="earth" cx="0.5" cy="0.05" r="0.7"><stop offset="0" stop-color="#1de9b6"/><stop offset="0.3" stop-color="#0b5d6b"/><stop offset="1" stop-color="#020810"/></radialGradient>
      <linearGradient id="atmo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dffb3" stop-opacity="0"/><stop offset="1" stop-color="#7dffb3" stop-opacity="0.35"/></linearGradient>
      ${glowFilter("gl", 10)}
    </defs>
    <rect y="640" width="1600" height="80" fill="url(#atmo)"/>
    <ellipse cx="800" cy="1900" rx="1500" ry="1240" fill="url(#earth)"/>
    <ellipse cx="800" cy="1900" rx="1500" ry="1240" fill="none" stroke="#7dffb3" stroke-width="3" stroke-opacity="0.8" filter="url(#gl)"/>
    <g filter="url(#gl)">
      <circle cx="800" cy="430" r="280" fill="none" stroke="#7dffb3" stroke-opacity="0.35" stroke-width="2"/>
      ${ticks}
      <circle cx="800" cy="430" r="150" fill="none" stroke="#7dffb3" stroke-width="4" stroke-dasharray="60 20"/>
      <path d="M800 230V350M800 510V630M600 430H720M880 430H1000" stroke="#7dffb3" stroke-width="5"/>
      <circle cx="800" cy="430" r="7" fill="#ff4d6d"/>
    </g>
    <path d="M150 150H330M150 150V230M1450 150H1270M1450 150V230M150 750H330M150 750V670M1450 750H1270M1450 750V670" stroke="#7dffb3" stroke-opacity="0.7" stroke-width="4" fill="none"/>
    ${scan}
    </svg>`;
}

function spaceBg(): string {
  const w = 1920;
  const h = 1080;
  const rand = prng(hash("space-bg:far"));
  return `${svgOpen(w, h)}${spaceBackdrop(w, h, "space-bg", "#6a2cff", "#120a3a", "#00c2ff")}
    <defs><radialGradient id="p" cx="0.3" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffb36b"/><stop offset="0.6" stop-color="#b23a6e"/><stop offset="1" stop-color="#1c0b2e"/></radialGradient></defs>
    <circle cx="1620" cy="220" r="70" fill="url(#p)" opacity="0.9"/>
    <circle cx="260" cy="860" r="28" fill="#27305c" stroke="#8fa3ff" stroke-opacity="0.5" stroke-width="2"/>
    ${stars(rand, w, h, 120)}
    </svg>`;
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="174" height="56" viewBox="0 0 174 56" role="img" aria-label="Clutch Academy">
  <defs>
    <linearGradient id="ca-g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#00e5ff"/>
      <stop offset="1" stop-color="#ff2e88"/>
    </linearGradient>
  </defs>
  <polygon points="28,3 51,15.5 51,40.5 28,53 5,40.5 5,15.5" fill="#0b0e1f" stroke="url(#ca-g)" stroke-width="3.5" stroke-linejoin="round"/>
  <path d="M37.5 19.5A12 12 0 1 0 37.5 36.5" fill="none" stroke="url(#ca-g)" stroke-width="4.5" stroke-linecap="round"/>
  <path d="M28 22V25M28 31V34M22 28H25M31 28H34" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round"/>
  <circle cx="28" cy="28" r="1.6" fill="#ffffff"/>
  <text x="62" y="29" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="bold" font-size="22" letter-spacing="2" fill="#ffffff">CLUTCH</text>
  <text x="63" y="47" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="bold" font-size="11.5" letter-spacing="6.2" fill="url(#ca-g)">ACADEMY</text>
</svg>
`;

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const fileOf = (url: string) => {
  if (!url.startsWith("/media/")) throw new Error(`not a media URL: ${url}`);
  return path.join(MEDIA_DIR, url.slice("/media/".length));
};

let written = 0;
/** Renders `svg` to the file of `url`; a URL naming a width (`header-1280.webp`) gets its narrower copies too. */
async function render(svg: string | Promise<string>, url: string, quality: number): Promise<void> {
  const file = fileOf(url);
  await mkdir(path.dirname(file), { recursive: true });
  const webp = { quality, alphaQuality: 90, effort: 6, smartSubsample: true };
  const image = await sharp(Buffer.from(await svg))
    .png()
    .toBuffer();
  await sharp(image).webp(webp).toFile(file);
  written++;
  for (const copy of imageCopies(url) ?? []) {
    if (copy.url === url) continue;
    await sharp(image).resize({ width: copy.width }).webp(webp).toFile(fileOf(copy.url));
    written++;
  }
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}

const HEADER_Q = 70;
const SMALL_Q = 80;

async function main(): Promise<void> {
  // Start from a clean slate for generated folders so removed items leave no stale files behind.
  for (const dir of ["games", "coaches", "courses", "guides", "chapters", "avatars", "hero", "brand"]) {
    await rm(path.join(MEDIA_DIR, dir), { recursive: true, force: true });
  }
  const c = demoCatalogue;
  for (const group of [c.games, c.coaches, c.courses, c.guides]) allocateHues(group.map((x) => x.key));
  allocateHues(Array.from({ length: CHAPTER_IMAGE_COUNT }, (_, i) => `chapter-${i}`));
  allocateHues(Array.from({ length: AVATAR_COUNT }, (_, i) => `avatar-${i}`));

  for (const g of c.games) {
    const urls = media.game(g.key);
    await render(gameHeader(g.key, g.name, g.platform, g.summary), urls.headerImage, HEADER_Q);
    await render(gameLogo(g.key, g.name), urls.gameLogo, SMALL_Q);
    await render(gameHexThin(g.key, g.name), urls.hexagonThinImage, SMALL_Q);
  }

  for (const coach of c.coaches) {
    const urls = media.coach(coach.key);
    const names = coach.games.map((k) => gamesByKey.get(k)?.name).filter((n): n is string => Boolean(n));
    await render(
      coachHeader(coach.key, coach.name, coach.areaOfoperation, names, coach.rating),
      urls.headerImage,
      HEADER_Q,
    );
    await render(coachHex(coach.key, coach.name, "hor"), urls.hexagonHorImage, SMALL_Q);
    await render(coachHex(coach.key, coach.name, "ver"), urls.hexagonVerImage, SMALL_Q);
  }

  for (const course of c.courses) {
    const urls = media.course(course.key);
    const firstGame = course.games[0];
    const motif = firstGame ? gameMotif(firstGame) : (PLATFORM_MOTIF[course.platform] ?? "trophy");
    // Only name visible games on the artwork: hidden ones must not leak through an image either.
    const names = course.games.map((k) => visibleGame(k)?.name).filter((n): n is string => Boolean(n));
    await render(
      courseHeader(course.key, course.name, motif, names, course.chapters.length, course.price === 0),
      urls.headerImage,
      HEADER_Q,
    );
    await render(courseHex(course.key, course.name, motif), urls.hexagonImage, SMALL_Q);
  }

  for (const guide of c.guides) {
    const names = guide.games.map((k) => visibleGame(k)?.name).filter((n): n is string => Boolean(n));
    await render(
      guideHeader(guide.key, guide.name, names, guide.ranking),
      media.guide(guide.key).headerImage,
      HEADER_Q,
    );
  }

  for (let i = 0; i < CHAPTER_IMAGE_COUNT; i++) await render(chapterThumb(i), media.chapterImage(i), 72);
  for (let i = 0; i < AVATAR_COUNT; i++) await render(avatar(i), media.avatar(i), SMALL_Q);
  await render(avatar("default"), media.defaultAvatar, SMALL_Q);

  for (const i of [1, 2, 3] as const) await render(hero(i), `/media/hero/hero-${i}.webp`, HEADER_Q);
  await render(spaceBg(), "/media/hero/space-bg.webp", 65);

  await mkdir(path.join(MEDIA_DIR, "brand"), { recursive: true });
  await writeFile(path.join(MEDIA_DIR, "brand", "logo.svg"), LOGO_SVG);
  written++;

  const images = (
    await Promise.all(
      ["games", "coaches", "courses", "guides", "chapters", "avatars", "hero", "brand"].map((d) =>
        dirSize(path.join(MEDIA_DIR, d)),
      ),
    )
  ).reduce((a, b) => a + b, 0);
  const total = await dirSize(MEDIA_DIR);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(`wrote ${written} files; images ${mb(images)}; everything under media/ ${mb(total)}`);
}

await main();
