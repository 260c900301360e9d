import { escapeHtml } from '../../sportsbook/kit/html';
import { CATEGORY_IDS } from '../catalog/categories';
import type { GameDef } from '../catalog/games';
import { hue, lines } from './svg';

/** Each provider's own colours (background and band), so a lobby tells providers apart. */
const PROVIDER_COLOURS: Record<number, { base: string; deep: string; ink: string }> = {
  1: { base: '#1e88e5', deep: '#0a2a5c', ink: '#e3f2fd' },
  2: { base: '#00b35f', deep: '#06341f', ink: '#e8f5e9' },
  3: { base: '#d32f2f', deep: '#3d0808', ink: '#ffebee' },
  4: { base: '#ef6c00', deep: '#3e1c00', ink: '#fff3e0' },
  5: { base: '#f9a825', deep: '#3b2500', ink: '#fffde7' },
  6: { base: '#8e24aa', deep: '#260833', ink: '#f3e5f5' },
  7: { base: '#00838f', deep: '#002b30', ink: '#e0f7fa' },
};
const FALLBACK = { base: '#546e7a', deep: '#1c262b', ink: '#eceff1' };

/** A provider's colours (the SVG art, the raster tiles and the wordmarks share them). */
export function providerColours(providerId: number): { base: string; deep: string; ink: string } {
  return PROVIDER_COLOURS[providerId] ?? FALLBACK;
}

/** A motif per category (the game's theme): reels, a wheel, cards, a rocket, bingo balls… */
function motif(category: number, accent: string, seed: number): string {
  const tilt = (seed % 21) - 10;
  switch (category) {
    case CATEGORY_IDS.liveCasino: {
      const segments = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const b = ((i + 1) * Math.PI) / 6;
        const x = (r: number, t: number) => (270 + r * Math.cos(t)).toFixed(1);
        const y = (r: number, t: number) => (110 + r * Math.sin(t)).toFixed(1);
        return `<path d="M270 110 L${x(78, a)} ${y(78, a)} A78 78 0 0 1 ${x(78, b)} ${y(78, b)}Z" fill="${i % 2 ? '#111' : '#c62828'}"/>`;
      }).join('');
      return `<g transform="rotate(${tilt * 3} 270 110)">${segments}<circle cx="270" cy="110" r="78" fill="none" stroke="${accent}" stroke-width="6"/><circle cx="270" cy="110" r="18" fill="${accent}"/></g>`;
    }
    case CATEGORY_IDS.tableGames:
      return [0, 1, 2]
        .map(
          (i) =>
            `<g transform="rotate(${-18 + i * 18 + tilt} 260 190)"><rect x="${226}" y="46" width="68" height="96" rx="8" fill="#fff" stroke="${accent}" stroke-width="3"/><text x="240" y="76" font-size="24" font-weight="700" fill="${i === 1 ? '#c62828' : '#111'}">${['A', 'K', 'Q'][i]}</text></g>`,
        )
        .join('');
    case CATEGORY_IDS.crash:
      return `<path d="M40 190 Q170 180 300 40" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><g transform="translate(292 44) rotate(-40)"><path d="M-22 -8 L18 0 L-22 8 L-14 0Z" fill="#fff"/></g><text x="200" y="120" font-size="34" font-weight="800" fill="${accent}">x${(1 + (seed % 90) / 10).toFixed(1)}</text>`;
    case CATEGORY_IDS.bingo:
      return [0, 1, 2, 3]
        .map((i) => {
          const cx = 180 + i * 42;
          const cy = 80 + (i % 2) * 40;
          return `<circle cx="${cx}" cy="${cy}" r="24" fill="${i % 2 ? '#fff' : accent}" stroke="#0003" stroke-width="3"/><text x="${cx}" y="${cy + 8}" text-anchor="middle" font-size="20" font-weight="700" fill="#111">${((seed >> i) % 75) + 1}</text>`;
        })
        .join('');
    case CATEGORY_IDS.tvGames:
      return `<rect x="190" y="40" width="160" height="110" rx="14" fill="#0008" stroke="${accent}" stroke-width="6"/><path d="M250 170 L290 170" stroke="${accent}" stroke-width="8"/><circle cx="270" cy="95" r="26" fill="${accent}"/><path d="M262 82 L284 95 L262 108Z" fill="#111"/>`;
    case CATEGORY_IDS.jackpot:
      return (
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<ellipse cx="270" cy="${170 - i * 18}" rx="56" ry="14" fill="#f9d342" stroke="#8a6d00" stroke-width="3"/>`,
          )
          .join('') +
        `<path d="M222 58 L240 90 L270 50 L300 90 L318 58 L310 100 L230 100Z" fill="#f9d342" stroke="#8a6d00" stroke-width="3"/>`
      );
    case CATEGORY_IDS.popular:
      return `<path d="M270 30 C300 80 330 100 320 150 C312 190 228 190 220 150 C214 118 240 110 246 80 C258 100 262 110 270 30Z" fill="${accent}" stroke="#fff6" stroke-width="4"/>`;
    case CATEGORY_IDS.newGames:
      return `<g transform="rotate(${tilt} 280 90)"><rect x="200" y="60" width="160" height="56" rx="10" fill="${accent}"/><text x="280" y="98" text-anchor="middle" font-size="30" font-weight="800" fill="#111">NEW</text></g>${[0, 1, 2].map((i) => `<path d="M${220 + i * 50} ${150 + (i % 2) * 18} l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 l14 -6z" fill="#fff"/>`).join('')}`;
    default: {
      // Slots: three reels with the game's own symbols.
      const symbols = ['7', '★', '♦', 'BAR', '♥', '$'];
      return [0, 1, 2]
        .map((i) => {
          const symbol = symbols[(seed + i * 3) % symbols.length] ?? '7';
          return `<rect x="${170 + i * 66}" y="40" width="58" height="110" rx="10" fill="#fff" stroke="${accent}" stroke-width="4"/><text x="${199 + i * 66}" y="${symbol.length > 1 ? 103 : 110}" text-anchor="middle" font-size="${symbol.length > 1 ? 20 : 40}" font-weight="800" fill="#c62828">${symbol}</text>`;
        })
        .join('');
    }
  }
}

/**
 * A game's thumbnail (400×300 SVG): the provider's colours, a motif for the game's category
 * in a colour of its own (drawn from the game code), the game's name and the provider's
 * wordmark on a band. Two games differ by colour and symbols; two categories by motif.
 */
export function gameArtSvg(
  game: Pick<GameDef, 'gameCode' | 'name' | 'providerName' | 'mainProviderId' | 'systemCategory'>,
): string {
  const colours = providerColours(game.mainProviderId);
  const seed = hue(game.gameCode);
  const accent = `hsl(${seed},85%,62%)`;
  const title = lines(game.name, 16, 2)
    .map(
      (line, i) =>
        `<text x="24" y="${214 + i * 32}" font-size="28" font-weight="800" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.base}"/><stop offset="1" stop-color="${colours.deep}"/></linearGradient>
<radialGradient id="l" cx=".7" cy=".3" r=".6"><stop offset="0" stop-color="hsl(${seed},90%,70%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${seed},90%,70%)" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#g)"/><rect width="400" height="300" fill="url(#l)"/>
<g font-family="system-ui,sans-serif">${motif(game.systemCategory, accent, seed)}</g>
<g font-family="system-ui,sans-serif">${title}</g>
<rect y="262" width="400" height="38" fill="${colours.deep}" opacity=".85"/>
<text x="24" y="288" font-family="Georgia,serif" font-style="italic" font-size="18" font-weight="700" fill="${colours.ink}" letter-spacing="1">${escapeHtml(game.providerName.toUpperCase())}</text></svg>`;
}

/** A provider's wordmark (240×80 SVG): its name in its own colours beside an emblem. */
export function providerWordmarkSvg(provider: { id: number; name: string }): string {
  const colours = providerColours(provider.id);
  const initial = escapeHtml(provider.name.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
<rect width="240" height="80" rx="12" fill="${colours.deep}"/>
<circle cx="40" cy="40" r="24" fill="${colours.base}"/><text x="40" y="50" text-anchor="middle" font-family="Georgia,serif" font-size="28" font-weight="700" fill="${colours.ink}">${initial}</text>
<text x="76" y="48" font-family="system-ui,sans-serif" font-size="20" font-weight="800" fill="${colours.ink}">${escapeHtml(provider.name)}</text></svg>`;
}
