// A provider's wordmark drawn as an SVG image, for brands that give no logo file of their own:
// an emblem and the name, monochrome like a partner strip. Shapes and lettering vary by name,
// so sixteen marks read as sixteen companies rather than one badge repeated.

const EMBLEMS = [
  // ring
  '<circle cx="20" cy="24" r="12" fill="none" stroke="#d5dbe7" stroke-width="4"/>',
  // diamond
  '<path d="M20 10l13 14-13 14L7 24z" fill="#d5dbe7"/>',
  // hexagon
  '<path d="M20 11l12 6.5v13L20 37 8 30.5v-13z" fill="none" stroke="#d5dbe7" stroke-width="3.5"/>',
  // play
  '<path d="M11 12l21 12-21 12z" fill="#d5dbe7"/>',
  // star
  '<path d="M20 9l4.2 9.3 10 .9-7.6 6.7 2.3 9.9L20 30.6l-8.9 5.2 2.3-9.9-7.6-6.7 10-.9z" fill="#d5dbe7"/>',
  // split square
  '<rect x="8" y="12" width="24" height="24" rx="6" fill="#d5dbe7"/><path d="M8 36L32 12" stroke="#0b0f19" stroke-width="3"/>',
] as const;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);

/** A `data:image/svg+xml` wordmark for `name`, 180 × 48. */
export function providerLogoArt(name: string): string {
  const h = hash(name);
  const emblem = EMBLEMS[h % EMBLEMS.length];
  const upper = (h >> 3) % 2 === 0;
  const weight = [800, 700, 600][(h >> 5) % 3];
  const spacing = upper ? 1.2 : 0;
  const label = escapeXml(upper ? name.toLocaleUpperCase('en') : name);
  const size = Math.min(19, Math.floor(250 / Math.max(6, name.length)));
  // Long names are squeezed into the space right of the emblem rather than cut off.
  const room = 134;
  const estimate = name.length * (size * (upper ? 0.74 : 0.6) + spacing);
  const fit = estimate > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 48" width="180" height="48">${emblem}<text x="42" y="${24 + size * 0.36}" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="#d5dbe7"${fit}>${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
