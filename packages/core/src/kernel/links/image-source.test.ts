import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../testing';
import { createSite } from '../create-site';
import { resolveImageSource } from './image-source';
import { resolveImageSrcSet } from './image-srcset';

const policy = {
  origin: 'https://site.test',
  imageOrigins: ['https://cdn.test', 'https://*.img.test', 'http://127.0.0.1:8787'],
};
const src = (url: string | null | undefined) => resolveImageSource(url, policy);

describe('image sources go through the link policy', () => {
  it.each([
    ['/images/a.png', 'https://site.test/images/a.png'],
    ['images/a.png', 'https://site.test/images/a.png'],
    ['https://site.test/a.png', 'https://site.test/a.png'],
    ['https://cdn.test/a.png?w=1', 'https://cdn.test/a.png?w=1'],
    ['https://x.img.test/a.png', 'https://x.img.test/a.png'],
    ['http://127.0.0.1:8787/api/img/1.svg', 'http://127.0.0.1:8787/api/img/1.svg'],
    ['data:image/png;base64,iVBOR', 'data:image/png;base64,iVBOR'],
  ])('allows %s', (url, expected) => {
    expect(src(url)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.test/a.png'],
    ['backslash host', '/\\evil.test/a.png'],
    ['backslashes', '\\\\evil.test/a.png'],
    ['tab inside the slashes', '/\t/evil.test/a.png'],
    ['plain http elsewhere', 'http://cdn.test/a.png'],
    ['https elsewhere', 'https://evil.test/a.png'],
    ['a lookalike of the CDN', 'https://cdn.test.evil.test/a.png'],
    ['the wildcard root itself', 'https://img.test/a.png'],
    ['the wildcard on http', 'http://x.img.test/a.png'],
    ['another port of an allowed host', 'https://cdn.test:444/a.png'],
    ['credentials', 'https://user:pw@cdn.test/a.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data: that is no image', 'data:text/html,<script>alert(1)</script>'],
    ['an obfuscated scheme', ' jav\tascript:alert(1)'],
    ['empty', '  '],
    ['not a string', null],
    ['unparsable', 'https://[/a.png'],
  ])('refuses %s', (_, url) => {
    expect(src(url as string | null)).toBeUndefined();
  });

  it('keeps only allowed srcset candidates, with valid descriptors', () => {
    expect(
      resolveImageSrcSet(
        '/a.png 1x, //evil.test/b.png 2x, https://cdn.test/c.png 640w, /d.png onerror=x, /e.png,, /f.png',
        policy,
      ),
    ).toBe(
      'https://site.test/a.png 1x, https://cdn.test/c.png 640w, https://site.test/e.png, https://site.test/f.png',
    );
    expect(resolveImageSrcSet('//evil.test/a.png 1x, http://x.test/b.png 2x', policy)).toBe(
      undefined,
    );
  });

  it('site.links uses the page origin and the imageOrigins site option', () => {
    const site = createSite({
      env: createTestEnv({ origin: 'https://site.test' }),
      imageOrigins: ['https://cdn.test'],
    });
    expect(site.links.imageSource('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    // Protocol-relative never counts as explicit, even to an allowed CDN.
    expect(site.links.imageSource('//cdn.test/a.png')).toBeUndefined();
    expect(site.links.imageSource('https://other.test/a.png')).toBeUndefined();
    expect(createSite({ env: createTestEnv() }).links.imageSource('https://cdn.test/a.png')).toBe(
      undefined,
    );
  });
});
