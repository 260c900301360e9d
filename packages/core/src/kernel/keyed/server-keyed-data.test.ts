import { describe, expect, it } from 'vitest';
import { createAccordion } from '../../sportsbook/live-accordion';
import { externalLink, readSiteSettings } from '../bootstrap/site-options';
import { translationMap } from '../bootstrap/translations';
import { ownValue } from './keyed-record';

const TRAPS = ['__proto__', 'constructor', 'toString', 'valueOf'];

describe('server-keyed data never meets Object.prototype', () => {
  it('translations: a key __proto__ is a text, and an absent toString is absent', () => {
    const map = translationMap([
      { key: '__proto__', value: 'Proto' },
      { key: 'a', value: 'A' },
    ]);
    expect(ownValue(map, '__proto__')).toBe('Proto');
    expect(map.constructor).toBeUndefined();
    expect(map.toString).toBeUndefined();
    expect(Object.keys(map)).toEqual(['__proto__', 'a']);
  });

  it('site options: trap keys are values; an absent key links nowhere', () => {
    const settings = readSiteSettings(
      TRAPS.map((key) => ({ key, value: `https://x.test/${key}` })),
      'https://site.test',
    );
    for (const key of TRAPS) expect(settings.values[key]).toBe(`https://x.test/${key}`);
    const empty = readSiteSettings([], 'https://site.test');
    expect(externalLink(empty, 'constructor', 'https://site.test').kind).toBe('refused');
  });

  it('live accordion: a league named constructor starts with the others and toggles', () => {
    const accordion = createAccordion(true);
    const state = () => accordion.$accordion.get();
    for (const key of TRAPS) expect(accordion.isOpen(state(), key)).toBe(true);
    for (const key of TRAPS) accordion.toggleGroup(key);
    for (const key of TRAPS) expect(accordion.isOpen(state(), key)).toBe(false);
    accordion.toggleGroup('toString');
    expect(accordion.isOpen(state(), 'toString')).toBe(true);
  });
});

describe('slides grouped by a server slug', () => {
  it('a slug __proto__ or constructor is a group, not a crash of every slider', async () => {
    const { slidesBySlug } = await import('../bootstrap/sliders');
    const slide = (slug: string) => ({ slug, title: slug, url: '/', images: ['/a.png'] });
    const groups = slidesBySlug(
      ['__proto__', 'constructor', 'home'].map(slide) as never,
      'https://site.test',
    );
    expect(groups.home).toHaveLength(1);
    expect(ownValue(groups, '__proto__')).toHaveLength(1);
    expect(groups.constructor).toHaveLength(1);
    expect(groups.casino).toEqual([]);
  });
});
