import { escapeHtml } from '../../sportsbook/kit/html';

/** A stable hue from a text, so each game keeps its colours across restarts. */
function hue(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 360;
}

/** Splits a title into at most three lines of about `width` characters. */
function lines(title: string, width: number): string[] {
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
  return out.slice(0, 3);
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
