#!/usr/bin/env node
// Renders the hand-authored SVG illustrations in this folder to the site's
// default images (content/images/*.jpg) plus favicon / social images in static/.
// Usage: node scripts/illustrations/render.mjs [name ...]
import sharp from 'sharp';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const imagesDir = path.join(root, 'content', 'images');
const staticDir = path.join(root, 'static');

// The rest were drawn for pages whose subject the first six did not show (mold work, a medical exam
// room, a kitchen hood, storm cleanup, green products, food-contact sanitizing, a night crew, a
// construction site's final clean, a data center's raised floor, floor burnishing, a cooks' line being
// degreased, high dusting from a lift, a theme-park plaza washed overnight, a suited crew treating a
// school hallway with an electrostatic sprayer after an outbreak, a bank's teller counter cleaned after hours).
const ILLUSTRATIONS = [
  'skyline', 'office', 'kitchen', 'store', 'warehouse', 'crew',
  'mold', 'medical', 'hood', 'storm', 'green', 'sanitize', 'night-office', 'construction',
  'datacenter', 'floor-care', 'kitchen-line', 'high-dusting', 'theme-park', 'outbreak', 'bank',
];

async function renderJpg(name) {
  const svg = await readFile(path.join(here, `${name}.svg`));
  const out = path.join(imagesDir, `${name}.jpg`);
  // 2400 wide, rasterised at that size (density 108 = 1.5 x the SVGs' 1600-unit width, not an
  // upscale): the home hero fills screens up to 1920 px and more without being blown up.
  await sharp(svg, { density: 108 })
    .resize(2400, 1500, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toFile(out);
  console.log('wrote', path.relative(root, out));
}

// Social card: the skyline illustration cropped to 1200x630, with a navy wash
// on the left for the company name.
async function renderOg() {
  const skyline = await readFile(path.join(here, 'skyline.svg'));
  const base = await sharp(skyline, { density: 72 })
    .resize(1200, 750, { fit: 'cover' })
    .extract({ left: 0, top: 70, width: 1200, height: 630 })
    .png()
    .toBuffer();
  const overlay = Buffer.from(`
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="wash" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0B2545" stop-opacity="0.92"/>
      <stop offset="0.5" stop-color="#0B2545" stop-opacity="0.78"/>
      <stop offset="0.8" stop-color="#0B2545" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#wash)"/>
  <g transform="translate(80 170)">
    <rect width="84" height="84" rx="20" fill="#13315C" stroke="#14B8A6" stroke-width="3"/>
    <path d="M42 14 C45 32 52 39 70 42 C52 45 45 52 42 70 C39 52 32 45 14 42 C32 39 39 32 42 14Z" fill="#14B8A6"/>
    <circle cx="64" cy="22" r="5" fill="#E6F4F1"/>
  </g>
  <text x="80" y="340" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="62" fill="#FFFFFF">Florida Commercial</text>
  <text x="80" y="412" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="62" fill="#FFFFFF">Cleaning</text>
  <rect x="80" y="446" width="120" height="6" rx="3" fill="#14B8A6"/>
</svg>`);
  const out = path.join(staticDir, 'og-image.png');
  await sharp(base).composite([{ input: overlay }]).png({ compressionLevel: 9, palette: false }).toFile(out);
  console.log('wrote', path.relative(root, out));
}

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="#0B2545"/>
  <path d="M32 9 C34.6 24 40 29.4 55 32 C40 34.6 34.6 40 32 55 C29.4 40 24 34.6 9 32 C24 29.4 29.4 24 32 9Z" fill="#14B8A6"/>
  <circle cx="49" cy="15" r="4.5" fill="#E6F4F1"/>
</svg>
`;

async function renderIcons() {
  await writeFile(path.join(staticDir, 'favicon.svg'), FAVICON_SVG);
  console.log('wrote static/favicon.svg');
  const buf = Buffer.from(FAVICON_SVG);
  await sharp(buf, { density: 72 * 4 }).resize(32, 32).png().toFile(path.join(staticDir, 'favicon-32.png'));
  console.log('wrote static/favicon-32.png');
  // iOS masks the corners itself, so the touch icon is a full-bleed square.
  const touch = FAVICON_SVG.replace('rx="14"', 'rx="0"');
  await sharp(Buffer.from(touch), { density: 72 * 4 }).resize(180, 180).png().toFile(path.join(staticDir, 'apple-touch-icon.png'));
  console.log('wrote static/apple-touch-icon.png');
}

async function main() {
  await mkdir(imagesDir, { recursive: true });
  await mkdir(staticDir, { recursive: true });
  const only = process.argv.slice(2);
  const names = only.length ? ILLUSTRATIONS.filter((n) => only.includes(n)) : ILLUSTRATIONS;
  for (const name of names) await renderJpg(name);
  if (!only.length || only.includes('og')) await renderOg();
  if (!only.length || only.includes('icons')) await renderIcons();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
