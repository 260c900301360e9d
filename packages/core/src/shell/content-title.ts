// A leading heading that repeats the page title, however the CMS marked it up (any level,
// attributes, inner tags, entities, spacing, case).
const LEADING_HEADING = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/i;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? Number.parseInt(name.slice(2), 16)
            : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('tr');
}

/**
 * A content page shows its title once: the page's own heading. When the CMS body opens with a
 * heading saying the same thing, that heading is left out; any other body is kept as sent.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = LEADING_HEADING.exec(html);
  if (!match || plainText(match[2] ?? '') !== plainText(title)) return html;
  return html.slice(match[0].length);
}
