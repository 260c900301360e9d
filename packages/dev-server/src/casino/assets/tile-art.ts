import { CATEGORY_IDS } from '../catalog/categories';
import type { GameDef } from '../catalog/games';
import { providerColours } from './game-art';
import { encodePng } from './png';
import { hue } from './svg';

/** Game art size: 4:3 like the tiles, twice their width on a 1440 px screen (sharp on HiDPI). */
export const TILE_ART_WIDTH = 320;
export const TILE_ART_HEIGHT = 240;

/** Encoded art by game; a 2,000-game lobby would hold them all, so the oldest go first. */
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
const CACHE_LIMIT = 600;

type Rgb = readonly [number, number, number];
/** A colour where the shape covers the point (design space 400×300, as the SVG art), else null. */
type Layer = (x: number, y: number) => Rgb | null;

export type TileArtGame = Pick<GameDef, 'gameCode' | 'mainProviderId' | 'systemCategory'>;

/**
 * A game's thumbnail as PNG, the raster twin of the SVG art (game-art.ts) without its text:
 * the provider's colours, a motif of the game's category (reels, a roulette wheel, cards, a
 * rocket's curve, bingo balls, a TV, coins, a flame, a "new" ribbon) in a colour and with
 * symbols drawn from the game code, and the provider's band at the foot. Two providers differ
 * by colour, two categories by motif, two games of both by accent and symbols. No text: the
 * tile shows the name and provider under the art.
 */
export function tilePng(game: TileArtGame): Uint8Array<ArrayBuffer> {
  const key = `${game.gameCode}:${game.mainProviderId}:${game.systemCategory}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = encodePng(TILE_ART_WIDTH, TILE_ART_HEIGHT, paint(game));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}

function paint(game: TileArtGame): Uint8Array {
  const colours = providerColours(game.mainProviderId);
  const base = hexRgb(colours.base);
  const deep = hexRgb(colours.deep);
  const seed = hue(game.gameCode);
  const glow = hslToRgb(seed, 0.9, 0.7);
  const layers = motif(game.systemCategory, hslToRgb(seed, 0.85, 0.62), seed);
  const w = TILE_ART_WIDTH;
  const h = TILE_ART_HEIGHT;
  const scale = 400 / w;
  const rgb = new Uint8Array(w * h * 3);
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const colour = sample((px + 0.5) * scale, (py + 0.5) * scale, base, deep, glow, layers);
      const i = (py * w + px) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = Math.round(colour[c] ?? 0);
    }
  }
  return rgb;
}

function sample(x: number, y: number, base: Rgb, deep: Rgb, glow: Rgb, layers: Layer[]): Rgb {
  if (y >= 262) return mix(deep, [0, 0, 0], 0.15);
  const t = (x / 400 + y / 300) / 2;
  let colour = mix(base, deep, t);
  const light = Math.max(0, 1 - dist(x - 280, y - 90) / 240) * 0.55;
  colour = mix(colour, glow, light);
  // The SVG art's motif sits right of its title; without a title here it is centred.
  for (const layer of layers) colour = layer(x + 70, y - 15) ?? colour;
  return colour;
}

const WHITE: Rgb = [255, 255, 255];
const RED: Rgb = [198, 40, 40];
const INK: Rgb = [17, 17, 17];
const GOLD: Rgb = [249, 211, 66];
const GOLD_EDGE: Rgb = [138, 109, 0];

/** A filled rectangle with rounded corners and an outline. */
function card(
  left: number,
  top: number,
  width: number,
  height: number,
  fill: Rgb,
  edge: Rgb,
  stroke: number,
  radius = 10,
): Layer {
  return (x, y) => {
    const dx = Math.max(left + radius - x, 0, x - (left + width - radius));
    const dy = Math.max(top + radius - y, 0, y - (top + height - radius));
    const outside = dist(dx, dy) - radius;
    if (outside > 0) return null;
    return outside > -stroke ? edge : fill;
  };
}

function disc(cx: number, cy: number, r: number, fill: Rgb, edge: Rgb, stroke = 3): Layer {
  return (x, y) => {
    const d = dist(x - cx, y - cy);
    if (d > r) return null;
    return d > r - stroke ? edge : fill;
  };
}

/** A reel's or card's symbol: a disc, a diamond, a bar or a triangle. */
function symbol(kind: number, cx: number, cy: number, size: number, fill: Rgb): Layer {
  return (x, y) => {
    const dx = Math.abs(x - cx);
    const dy = y - cy;
    const inside =
      kind === 0
        ? dist(dx, dy) <= size
        : kind === 1
          ? dx + Math.abs(dy) <= size * 1.2
          : kind === 2
            ? dx <= size && Math.abs(dy) <= size * 0.45
            : dy <= size * 0.8 && dy >= -size && dx <= ((dy + size) / 1.8) * 1.0;
    return inside ? fill : null;
  };
}

function motif(category: number, accent: Rgb, seed: number): Layer[] {
  switch (category) {
    case CATEGORY_IDS.liveCasino: {
      const turn = ((seed % 12) * Math.PI) / 36;
      return [
        (x, y) => {
          const d = dist(x - 270, y - 110);
          if (d > 78) return null;
          if (d > 72 || d < 18) return accent;
          const angle = Math.atan2(y - 110, x - 270) + Math.PI + turn;
          return Math.floor(angle / (Math.PI / 6)) % 2 ? INK : RED;
        },
      ];
    }
    case CATEGORY_IDS.tableGames:
      return [0, 1, 2].flatMap((i) => {
        const left = 190 + i * 34;
        const top = 46 + Math.abs(i - 1) * 10;
        return [
          card(left, top, 68, 96, WHITE, accent, 3, 8),
          symbol((seed + i) % 4, left + 34, top + 48, 14, i === 1 ? RED : INK),
        ];
      });
    case CATEGORY_IDS.crash: {
      const curve = Array.from({ length: 48 }, (_, i) => {
        const t = i / 47;
        return [
          (1 - t) ** 2 * 40 + 2 * (1 - t) * t * 170 + t * t * 300,
          (1 - t) ** 2 * 190 + 2 * (1 - t) * t * 180 + t * t * 40,
        ] as const;
      });
      return [
        (x, y) =>
          x < 30 || x > 310 || y < 30 || y > 200
            ? null
            : curve.some(([cx, cy]) => (x - cx) ** 2 + (y - cy) ** 2 <= 25)
              ? accent
              : null,
        symbol(3, 300, 48, 16, WHITE),
      ];
    }
    case CATEGORY_IDS.bingo:
      return [0, 1, 2, 3].map((i) =>
        disc(180 + i * 42, 80 + ((i + seed) % 2) * 40, 24, i % 2 ? WHITE : accent, INK),
      );
    case CATEGORY_IDS.tvGames:
      return [
        card(190, 40, 160, 110, mix(INK, accent, 0.15), accent, 6, 14),
        (x, y) => (y >= 160 && y <= 172 && x >= 246 && x <= 294 ? accent : null),
        disc(270, 95, 26, accent, accent),
        symbol(3, 272, 95, 11, INK),
      ];
    case CATEGORY_IDS.jackpot:
      return [0, 1, 2, 3, 4].map((i) => {
        const cy = 170 - i * 18;
        return (x: number, y: number) => {
          const d = ((x - 270) / 56) ** 2 + ((y - cy) / 14) ** 2;
          if (d > 1) return null;
          return d > 0.8 ? GOLD_EDGE : GOLD;
        };
      });
    case CATEGORY_IDS.popular:
      return [flame(270, 150, 50, accent), flame(270, 162, 26, mix(accent, WHITE, 0.6))];
    case CATEGORY_IDS.newGames:
      return [
        card(200, 60, 160, 56, accent, accent, 0, 10),
        ...[0, 1, 2].map((i) => symbol(1, 220 + i * 50, 164 + (i % 2) * 18, 12, WHITE)),
      ];
    default:
      // Slots: three reels with the game's own symbols.
      return [0, 1, 2].flatMap((i) => [
        card(170 + i * 66, 40, 58, 110, WHITE, accent, 4, 10),
        symbol((seed + i * 3) % 4, 199 + i * 66, 95, 18, RED),
      ]);
  }
}

/** A flame: a disc with a point above it. */
function flame(cx: number, cy: number, r: number, fill: Rgb): Layer {
  return (x, y) => {
    if (dist(x - cx, y - cy) <= r) return fill;
    const top = cy - r * 2.4;
    if (y < top || y > cy) return null;
    const half = (r * (y - top)) / (cy - top);
    return Math.abs(x - cx) <= half ? fill : null;
  };
}

function dist(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function hexRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}
