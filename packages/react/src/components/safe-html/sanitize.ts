import { resolveImageSource, resolveLink } from '@site/core';
import type { DOMPurify as Purifier } from 'dompurify';

export type Sanitize = (html: string) => string;

// Markup a CMS text never needs: active content, embedding and form controls.
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  // Inline SVG and MathML bring links (`<a>` in lower case, xlink:href) and scripts of their own.
  'svg',
  'math',
];
const FORBID_ATTR = ['style', 'autofocus', 'formaction', 'action', 'srcset'];

/**
 * Links in server HTML follow the core's URL policy like every other server URL: same-origin
 * paths stay (and navigate in-app), other-origin https gets a new tab without opener, the rest
 * (javascript:, data:, http elsewhere …) loses its href.
 */
function configure(purifier: Purifier, origin: string, imageOrigins: readonly string[]): Sanitize {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.localName?.toLowerCase();
    // Images follow the image rule (same origin or `imageOrigins`): `//host` is not fetched.
    if (tag === 'img') {
      if (!resolveImageSource(node.getAttribute('src'), { origin, imageOrigins }))
        node.removeAttribute('src');
      return;
    }
    if (tag !== 'a' && tag !== 'area') return;
    const target = resolveLink(node.getAttribute('href'), origin);
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (target.kind === 'navigate') node.setAttribute('href', target.path);
    else if (target.kind === 'open') {
      node.setAttribute('href', target.href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('href');
  });
  // SANITIZE_NAMED_PROPS prefixes every `id` and `name` with `user-content-`: `<img id=x name=x>`
  // would otherwise set `window.x` and `document.x` (DOM clobbering) for the page's scripts.
  const sanitize: Sanitize = (html) =>
    purifier.sanitize(html, {
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOW_DATA_ATTR: false,
      SANITIZE_NAMED_PROPS: true,
    });
  // DOMPurify hands back its input untouched where it finds the DOM unsuitable; fail closed.
  const works = purifier.isSupported && sanitize(PROBE) === PROBE_CLEAN;
  return works ? sanitize : textOnly;
}

const PROBE = '<p>a</p><script>b</script><img src="x" onerror="c">';
const PROBE_CLEAN = '<p>a</p><img src="x">';

/** The fallback: the markup's text, escaped. A parsed (inert) document runs nothing. */
function textOnly(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template')) node.remove();
  const text = doc.body.textContent ?? '';
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const loaded = new Map<string, Promise<Sanitize>>();

/**
 * DOMPurify, loaded on first use (it is only needed by content pages and promotion details,
 * so it stays out of the first page's JavaScript), configured for the page's origin.
 */
export function loadSanitizer(
  origin: string,
  imageOrigins: readonly string[] = [],
): Promise<Sanitize> {
  const key = [origin, ...imageOrigins].join(' ');
  let sanitizer = loaded.get(key);
  if (!sanitizer) {
    sanitizer = import('dompurify').then(({ default: createPurifier }) =>
      configure(createPurifier(window), origin, imageOrigins),
    );
    loaded.set(key, sanitizer);
  }
  return sanitizer;
}
