import { type ImagePolicy, resolveImageSource } from './image-source';

// The srcset reader lives apart from the kernel's link policy: only screens with responsive
// images (the shell's and the casino's) need it, so a bundle without them does not ship it.

const DESCRIPTOR = /^(?:\d+w|\d+(?:\.\d+)?x)?$/;

/** The candidates of a `srcset`, read as the HTML parser reads them (URL, then descriptor). */
function candidatesOf(srcset: string): { url: string; descriptor: string }[] {
  const candidates: { url: string; descriptor: string }[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') return candidates;
    const urlMatch = /^\S+/.exec(rest);
    let url = urlMatch?.[0] ?? '';
    rest = rest.slice(url.length);
    let descriptor = '';
    if (/,+$/.test(url)) url = url.replace(/,+$/, '');
    else {
      const end = rest.indexOf(',');
      descriptor = (end === -1 ? rest : rest.slice(0, end)).trim();
      rest = end === -1 ? '' : rest.slice(end + 1);
    }
    candidates.push({ url, descriptor });
  }
}

/**
 * A `srcset` with every candidate put through the policy: refused candidates (and ones with a
 * descriptor other than `640w` / `2x`) are left out; undefined when none is left.
 */
export function resolveImageSrcSet(
  srcset: string | null | undefined,
  policy: ImagePolicy,
): string | undefined {
  if (typeof srcset !== 'string') return undefined;
  const kept = candidatesOf(srcset).flatMap(({ url, descriptor }) => {
    const source = resolveImageSource(url, policy);
    if (!source || !DESCRIPTOR.test(descriptor)) return [];
    // Trailing commas would end the candidate when the browser reads the srcset back.
    const safe = source.replace(/,+$/, (commas) => '%2C'.repeat(commas.length));
    return [descriptor ? `${safe} ${descriptor}` : safe];
  });
  return kept.length > 0 ? kept.join(', ') : undefined;
}
