import { escapeHtml } from '../../sportsbook/kit/html';

/** A stable hue from a text, so each game keeps its colours across restarts. */
export function hue(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 360;
}

/** Splits a title into at most `max` lines of about `width` characters (tiles and game art). */
export function lines(title: string, width: number, max = 3): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  return out.slice(0, max);
}

/** A game tile: gradient, title and provider; 4:3 like most lobby thumbnails. */
export function tileSvg(title: string, caption: string, seed = title): string {
  const h = hue(seed);
  const text = lines(title, 14)
    .map(
      (line, i, all) =>
        `<text x="200" y="${150 - (all.length - 1) * 22 + i * 44}" font-size="34" font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,22%)"/></linearGradient></defs>
<rect width="400" height="300" rx="24" fill="url(#g)"/>
<g fill="#fff" font-family="system-ui,sans-serif" text-anchor="middle">${text}
<text x="200" y="270" font-size="18" opacity=".8">${escapeHtml(caption)}</text></g></svg>`;
}

/** Jackpot card art: a wide glowing background, or the instance's name as a logo. */
export function jackpotSvg(sortName: string, part: 'background' | 'logo'): string {
  const h = sortName === 'clover-chance' ? 140 : sortName === 'high-cash' ? 42 : hue(sortName);
  if (part === 'background') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><radialGradient id="g" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="hsl(${h},80%,42%)"/><stop offset="1" stop-color="hsl(${h},70%,10%)"/></radialGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<g fill="hsl(${h},90%,70%)" opacity=".18">${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 97) % 640}" cy="${(i * 53) % 360}" r="${12 + (i % 5) * 9}"/>`).join('')}</g></svg>`;
  }
  const name = sortName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80">
<text x="180" y="56" text-anchor="middle" font-family="Georgia,serif" font-size="44" font-weight="700" fill="hsl(${h},95%,72%)" stroke="hsl(${h},60%,18%)" stroke-width="2">${escapeHtml(name)}</text></svg>`;
}
