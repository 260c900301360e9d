import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LinkTarget, resolveLink } from './url-policy';

const ORIGIN = 'https://site.test';
const open = (href: string): LinkTarget => ({
  kind: 'open',
  href,
  target: '_blank',
  rel: 'noopener',
});
const navigate = (path: string): LinkTarget => ({ kind: 'navigate', path });
const refused = (reason: string) => ({ kind: 'refused', reason });

describe('resolveLink (slide/link URL policy)', () => {
  it.each<[string | null | undefined, LinkTarget | ReturnType<typeof refused>]>([
    // same origin → in-app navigation with the path
    ['/promotions', navigate('/promotions')],
    ['/casino/slot?tab=new#top', navigate('/casino/slot?tab=new#top')],
    ['promotions', navigate('/promotions')],
    ['./pages/3', navigate('/pages/3')],
    ['https://site.test/pages/3', navigate('/pages/3')],
    ['HTTPS://SITE.TEST/promotions', navigate('/promotions')],
    ['  /promotions  ', navigate('/promotions')],
    ['https://site.test//evil.example/x', navigate('/evil.example/x')],
    ['https://site.test/\\evil.example', navigate('/evil.example')],
    // https on another origin → new tab with noopener
    ['https://t.me/ornek_site', open('https://t.me/ornek_site')],
    [
      'https://www.uefa.com/uefachampionsleague/',
      open('https://www.uefa.com/uefachampionsleague/'),
    ],
    // refused
    ['javascript:alert(1)', refused('scheme')],
    ['JaVaScRiPt:alert(1)', refused('scheme')],
    [' \tjava\nscript:alert(1)', refused('scheme')],
    ['data:text/html,<script>alert(1)</script>', refused('scheme')],
    ['data:image/svg+xml;base64,PHN2Zz4=', refused('scheme')],
    ['vbscript:msgbox(1)', refused('scheme')],
    ['blob:https://site.test/1234', refused('scheme')],
    ['mailto:a@b.example', refused('scheme')],
    ['file:///etc/passwd', refused('scheme')],
    ['//evil.example', refused('relative-escape')],
    ['//evil.example/https://site.test', refused('relative-escape')],
    ['/\\evil.example', refused('relative-escape')],
    ['\\\\evil.example', refused('relative-escape')],
    ['http://other.example/page', refused('insecure')],
    ['http://site.test/promotions', refused('insecure')],
    ['https://site.test@evil.example/', refused('credentials')],
    ['https://user:pass@site.test/', refused('credentials')],
    ['https://exa mple.com', refused('unparsable')],
    ['http://[::1', refused('unparsable')],
    ['', refused('empty')],
    ['   ', refused('empty')],
    [null, refused('empty')],
    [undefined, refused('empty')],
  ])('%j', (url, expected) => {
    expect(resolveLink(url, ORIGIN)).toEqual(expected);
  });

  it('treats the site origin over http the same way (same origin navigates, http elsewhere is refused)', () => {
    expect(resolveLink('http://localhost/casino/live', 'http://localhost')).toEqual(
      navigate('/casino/live'),
    );
    expect(resolveLink('http://other.example', 'http://localhost').kind).toBe('refused');
  });

  it('refuses everything when the origin itself is unusable', () => {
    expect(resolveLink('/promotions', 'not an origin')).toEqual(refused('unparsable'));
  });
});

describe('resolveLink properties', () => {
  const scheme = fc
    .stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,12}$/)
    .filter((s) => !/^https?$/i.test(s));
  const noise = fc.string({ maxLength: 40 });

  it('never navigates or opens a URL whose scheme is not http(s)', () => {
    fc.assert(
      fc.property(scheme, noise, fc.constantFrom('', ' ', '\t', '\n', '\u0000'), (s, rest, pad) => {
        const result = resolveLink(`${pad}${s}:${rest}`, ORIGIN);
        if (result.kind === 'refused') return;
        // The only way to get through is the parser reading the text as a relative path or a
        // "scheme" that is really a same-origin http(s) URL; it must then be http(s).
        const href = result.kind === 'open' ? result.href : new URL(result.path, ORIGIN).href;
        expect(new URL(href).protocol).toMatch(/^https?:$/);
        expect(result.kind).toBe('navigate');
      }),
      { numRuns: 2000 },
    );
  });

  it('whatever the input, a followable result is http(s), same origin or https elsewhere', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (url) => {
        const result = resolveLink(url, ORIGIN);
        if (result.kind === 'open') {
          const parsed = new URL(result.href);
          expect(parsed.protocol).toBe('https:');
          expect(parsed.origin).not.toBe(ORIGIN);
          expect(result.rel).toBe('noopener');
        }
        if (result.kind === 'navigate') {
          expect(result.path).toMatch(/^\/(?![/\\])/);
          expect(new URL(result.path, ORIGIN).origin).toBe(ORIGIN);
        }
      }),
      { numRuns: 500 },
    );
    // fast-check's web URLs are slow to generate: ~3 s quiet, 24 s on a busy machine.
  }, 60_000);
});
