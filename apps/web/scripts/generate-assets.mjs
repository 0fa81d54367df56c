// Generates the web app's static images into apps/web/public (the output is committed):
// favicons (PNG 32, apple-touch-icon 180, manifest icons 192/512 and a maskable 512) from
// public/favicon.svg, the Open Graph image (1200×630) and phone-sized copies of the home artwork.
// Run: node apps/web/scripts/generate-assets.mjs   (sharp is a devDependency of apps/server)
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(resolve(dirname(fileURLToPath(import.meta.url)), "../../server/package.json"));
const sharp = require("sharp");

const web = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(web, "public");
const media = resolve(web, "../server/media");
mkdirSync(join(publicDir, "img"), { recursive: true });

const favicon = readFileSync(join(publicDir, "favicon.svg"));

async function icon(size, file, { padding = 0, background = "#05060f" } = {}) {
  const inner = Math.round(size * (1 - padding * 2));
  const mark = await sharp(favicon, { density: 72 * Math.ceil(inner / 64) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));
}

await icon(32, "favicon-32.png", { background: { r: 0, g: 0, b: 0, alpha: 0 } });
await icon(180, "apple-touch-icon.png");
await icon(192, "icon-192.png", { background: { r: 0, g: 0, b: 0, alpha: 0 } });
await icon(512, "icon-512.png", { background: { r: 0, g: 0, b: 0, alpha: 0 } });
// Maskable: the mark inside the 80% safe zone on the brand canvas.
await icon(512, "icon-maskable-512.png", { padding: 0.14 });

// Phone-sized copies of the home artwork (the originals are 1600/1920 px wide).
for (const name of ["hero-1", "hero-2", "hero-3"]) {
  await sharp(join(media, "hero", `${name}.webp`))
    .resize(800)
    .webp({ quality: 72 })
    .toFile(join(publicDir, "img", `${name}-800.webp`));
}
await sharp(join(media, "hero", "space-bg.webp"))
  .resize(960)
  .webp({ quality: 70 })
  .toFile(join(publicDir, "img", "space-bg-960.webp"));

// Open Graph / Twitter card: the space backdrop, the mark and the wordmark.
const W = 1200;
const H = 630;
const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#67e8ff"/><stop offset="0.6" stop-color="#a78bff"/><stop offset="1" stop-color="#ffb23e"/></linearGradient>
    <linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#05060f" stop-opacity="0.92"/><stop offset="1" stop-color="#05060f" stop-opacity="0.2"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-style="italic" font-size="40" letter-spacing="3" fill="#eef1ff">LEVEL UP YOUR GAME WITH</text>
  <text x="76" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-style="italic" font-size="92" fill="url(#g)">CLUTCH ACADEMY</text>
  <text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#a3abd1">Train like a pro, compete like a champion.</text>
  <rect x="80" y="470" width="120" height="4" fill="#22d9ff"/>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="22" letter-spacing="6" fill="#67e8ff">COURSES · GUIDES · PRO COACHING</text>
</svg>`);
const mark = await sharp(favicon, { density: 400 }).resize(150, 150).png().toBuffer();
await sharp(join(media, "hero", "space-bg.webp"))
  .resize(W, H, { fit: "cover" })
  .composite([
    { input: text, left: 0, top: 0 },
    { input: mark, left: 80, top: 60 },
  ])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(join(publicDir, "og-image.png"));

console.log("assets written to", publicDir);
