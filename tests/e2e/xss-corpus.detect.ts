import type { BrowserContext, Page } from 'playwright-core';

// What the corpus e2e looks for: a payload that runs calls __xss(id) (or alert), and markup
// that could run later (a handler attribute, a code-running URL, an unsandboxed frame).

/** Every page of the context records calls of __xss(id) and alert() before any script runs. */
export async function installDetector(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const hitList: number[] = [];
    Object.assign(window, {
      __xssHits: hitList,
      __xss: (id: number) => hitList.push(id),
      __storyXss: undefined,
    });
    window.alert = () => hitList.push(-1);
  });
}

/** The ids of the payloads that ran (`__xss(id)`), -1 for an alert. */
export async function hits(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits);
}

/** Markup that could run later (a click, a submit) even though nothing ran yet. */
export async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [
      '[href^="javascript:" i]',
      '[src^="javascript:" i]',
      '[action^="javascript:" i]',
      '[formaction]',
      '[onerror]',
      '[onload]',
      '[onfocus]',
      '[ontoggle]',
      '[onmouseover]',
      'script:not([src]):not([type="module"])',
      '#root iframe:not([sandbox])',
      '#root base',
      '#root meta',
      '#root object',
      '#root embed',
    ];
    const bySelector = selectors.flatMap((selector) =>
      [...document.querySelectorAll(selector)]
        .filter((node) => !(node instanceof HTMLScriptElement && node.closest('head')))
        .map((node) => `${selector}: ${node.outerHTML.slice(0, 80)}`),
    );
    // Any handler attribute at all (React binds listeners, it never writes on* attributes), and
    // any URL attribute whose scheme runs code once the browser strips blanks and controls.
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
    const anyAttribute = [...document.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes]
        .filter((attribute) => {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) return true;
          if (!urlAttributes.has(name)) return false;
          // What a URL parser ignores: blanks and control characters (code points up to U+0020).
          const url = [...attribute.value]
            .filter((char) => char > ' ')
            .join('')
            .toLowerCase();
          return /^(javascript|vbscript):|^data:text\/html/.test(url);
        })
        .map((attribute) => `${node.nodeName} ${attribute.name}="${attribute.value.slice(0, 60)}"`),
    );
    return [...bySelector, ...anyAttribute];
  });
}
