import { encodePng } from './png';
import { hue } from './svg';

/** Game art size: 4:3 like the tiles, twice their width on a 1440 px screen (sharp on HiDPI). */
export const TILE_ART_WIDTH = 320;
export const TILE_ART_HEIGHT = 240;

/** Encoded art by variant: hues in 10° steps × 3 ring places, at most 108 images. */
const cache = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * A game's thumbnail as PNG: the SVG art's diagonal gradient (the game's hue, rounded to 10°),
 * a soft highlight and a glowing ring placed from the seed, so neighbouring tiles differ at a
 * glance. No text: the tile shows the name and provider under the art. Variants are cached, so
 * a 2,000-game lobby costs the server about a hundred encodes.
 */
export function tilePng(seed: string): Uint8Array<ArrayBuffer> {
  const base = Math.round(hue(seed) / 10) * 10;
  const place = hue(`${seed}:ring`) % 3;
  const key = `${base}:${place}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = encodePng(TILE_ART_WIDTH, TILE_ART_HEIGHT, paint(base, place));
  cache.set(key, png);
  return png;
}

function paint(base: number, place: number): Uint8Array {
  const w = TILE_ART_WIDTH;
  const h = TILE_ART_HEIGHT;
  const from = hslToRgb(base, 0.7, 0.45);
  const to = hslToRgb((base + 60) % 360, 0.7, 0.22);
  const accent = hslToRgb((base + 180) % 360, 0.9, 0.72);
  const ring = { x: w * (0.3 + 0.2 * place), y: h * 0.5, r: h * 0.32 };
  const glow = { x: w * 0.72, y: h * 0.25, r: w * 0.6 };
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const gy = (y - glow.y) ** 2;
    const ry = (y - ring.y) ** 2;
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      const edge = Math.abs(Math.sqrt((x - ring.x) ** 2 + ry) - ring.r);
      const light =
        Math.max(0, 1 - Math.sqrt((x - glow.x) ** 2 + gy) / glow.r) ** 2 * 0.35 +
        Math.max(0, 1 - edge / 30) * 0.1;
      const stroke = Math.max(0, 1 - edge / 4) * 0.6;
      const i = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) {
        const gradient = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t;
        const lit = gradient + (255 - gradient) * Math.min(1, light);
        rgb[i + c] = Math.round(lit * (1 - stroke) + (accent[c] ?? 0) * stroke);
      }
    }
  }
  return rgb;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}
