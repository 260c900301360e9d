/** Server-generated banner art: a gradient, a title and a subtitle, as an SVG document. */
export interface BannerArt {
  title: string;
  subtitle: string;
  /** Hue of the gradient, 0..359. */
  hue: number;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

export function bannerSvg(art: BannerArt): string {
  const { width, height, hue } = art;
  const titleSize = Math.round(Math.min(width / 14, height / 4));
  const subtitleSize = Math.round(titleSize * 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 28%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 48%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.45}" fill="hsl(${(hue + 180) % 360} 90% 60% / 0.18)"/>
  <text x="${width * 0.06}" y="${height * 0.52}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${titleSize}" fill="#fff">${escapeXml(art.title)}</text>
  <text x="${width * 0.06}" y="${height * 0.52 + subtitleSize * 1.8}" font-family="Arial, Helvetica, sans-serif" font-size="${subtitleSize}" fill="#fff" fill-opacity="0.85">${escapeXml(art.subtitle)}</text>
</svg>`;
}
