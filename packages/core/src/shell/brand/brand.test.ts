import { describe, expect, it } from 'vitest';
import { createFullSite } from '../../entries/full';
import { shellModule } from '../../entries/shell.module';
import { createSite } from '../../kernel/create-site';
import { createTestEnv } from '../../testing';
import { createBrand, DEFAULT_BRAND } from './brand';
import { pageTitle } from './page-title';

describe('brand', () => {
  it("defaults to today's licence, authority, copyright year and 16 providers", () => {
    const brand = createBrand();
    expect(brand.licence.number).toBe('ALS-2226/IAL');
    expect(brand.copyrightYear).toBe(2025);
    expect(brand.providers).toHaveLength(16);
    expect(brand).toEqual(DEFAULT_BRAND);
  });

  it('replaces only what a white label passes', () => {
    const brand = createBrand({
      name: 'Mavi Bahis',
      licence: { number: 'GLH-OCCHKTW0701' },
      copyrightYear: 2026,
      providers: [{ name: 'Spribe', logoUrl: 'https://cdn.example.com/spribe.svg' }],
      social: { telegram: 'https://t.me/mavibahis' },
    });
    expect(brand.name).toBe('Mavi Bahis');
    expect(brand.licence).toEqual({
      number: 'GLH-OCCHKTW0701',
      authority: DEFAULT_BRAND.licence.authority,
    });
    expect(brand.providers).toEqual([
      { name: 'Spribe', logoUrl: 'https://cdn.example.com/spribe.svg' },
    ]);
    expect(brand.social).toEqual({ telegram: 'https://t.me/mavibahis' });
  });

  it('refuses a script URL as a logo, an http social link and an unknown field', () => {
    expect(() => createBrand({ logoUrl: 'javascript:alert(1)' })).toThrow(/brand.logoUrl/);
    expect(() => createBrand({ social: { twitter: 'http://x.com/a' } })).toThrow(/brand.social/);
    expect(() => createBrand({ licence: { number: '' } })).toThrow(/brand.licence.number/);
    expect(() => createBrand({ colour: 'red' } as never)).toThrow(/brand/);
    expect(() => createBrand({ copyrightYear: 2025.5 })).toThrow(/brand.copyrightYear/);
    expect(() =>
      createBrand({ providers: [{ name: 'Spribe', logoUrl: '//cdn.x/a.svg' }] }),
    ).toThrow(/brand.providers.0.logoUrl/);
    expect(() => createBrand({ social: { telegram: 'https://' } })).toThrow(
      /brand.social.telegram/,
    );
    expect(() => createBrand({ social: { facebook: 'https://fb.com/a' } } as never)).toThrow(
      /brand.social.facebook/,
    );
    expect(() => createBrand({ licence: { authority: { tr: 'Komor' } } } as never)).toThrow(
      /brand.licence.authority.en/,
    );
  });

  it('trims names and keeps a valid https social link', () => {
    const brand = createBrand({ name: '  Mavi Bahis ', social: { twitter: 'https://x.com/a' } });
    expect(brand.name).toBe('Mavi Bahis');
    expect(brand.social.twitter).toBe('https://x.com/a');
    // Bundlers inline small SVG logos URL-encoded, not base64.
    expect(createBrand({ logoUrl: 'data:image/svg+xml,%3csvg%3e' }).logoUrl).toMatch(/^data:/);
  });

  it('is on the site as site.brand, from the brand option of shellModule or createFullSite', () => {
    const site = createSite({
      env: createTestEnv(),
      modules: [shellModule({ brand: { copyrightYear: 2027 } })],
    });
    expect(site.brand.copyrightYear).toBe(2027);
    expect(createSite({ env: createTestEnv(), modules: [shellModule()] }).brand).toEqual(
      DEFAULT_BRAND,
    );
    expect(() =>
      createSite({ env: createTestEnv(), modules: [shellModule({ brand: { name: ' ' } })] }),
    ).toThrow(/brand.name/);
    const full = createFullSite({ env: createTestEnv(), brand: { name: 'Mavi Bahis' } });
    expect(full.brand.name).toBe('Mavi Bahis');
  });

  it('titles a page with its name and the brand', () => {
    expect(pageTitle('ÖrnekBahis', 'Bonuslar')).toBe('Bonuslar · ÖrnekBahis');
    expect(pageTitle('ÖrnekBahis', undefined)).toBe('ÖrnekBahis');
  });
});

describe('brand social links', () => {
  it("fill Follow Me where the server's site options name no link", () => {
    const site = createSite({
      env: createTestEnv({
        storage: {
          bootstrap: JSON.stringify({
            siteOptionList: [{ key: 'twitter', value: 'https://x.com/ornekbahis' }],
          }),
        },
      }),
      modules: [
        shellModule({
          brand: {
            social: { twitter: 'https://x.com/brand', telegram: 'https://t.me/ornekbahis' },
          },
        }),
      ],
    });
    const links = site.shell.sideMenu(1440).followMe.links;
    expect(
      links.map((link) => [link.network, 'href' in link.target ? link.target.href : '']),
    ).toEqual([
      ['twitter', 'https://x.com/ornekbahis'],
      ['telegram', 'https://t.me/ornekbahis'],
    ]);
  });
});
