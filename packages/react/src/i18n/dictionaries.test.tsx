import { CORE_TEXT_KEYS } from '@site/core/full';
import { describe, expect, it } from 'vitest';
import en from './en';
import { account as enAccount } from './en/account';
import { casino as enCasino } from './en/casino';
import { common as enCommon } from './en/common';
import { shell as enShell } from './en/shell';
import tr from './tr';
import { account as trAccount } from './tr/account';
import { casino as trCasino } from './tr/casino';
import { common as trCommon } from './tr/common';
import { shell as trShell } from './tr/shell';

const textAt = (dictionary: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      dictionary,
    );

describe.each([
  ['tr', tr],
  ['en', en],
])('the %s dictionary', (_locale, dictionary) => {
  it.each([...CORE_TEXT_KEYS])('has a text for the core key %s', (key) => {
    const text = textAt(dictionary, key);
    expect(typeof text === 'string' && text.trim() !== '', `no text for ${key}`).toBe(true);
  });
});

describe('dictionary areas', () => {
  // The root dictionary spreads one object per area, in this order (see tr/index.ts): a group
  // in two areas is replaced by the later one, so the later one must extend it, keeping every
  // text of the earlier one.
  it.each([
    ['tr', [trCommon, trShell, trCasino, trAccount]],
    ['en', [enCommon, enShell, enCasino, enAccount]],
  ])('%s areas never drop another area’s texts', (_locale, areas) => {
    const lost: string[] = [];
    areas.forEach((area, index) => {
      for (const [group, texts] of Object.entries(area)) {
        for (const later of areas.slice(index + 1)) {
          const replacement = (later as Record<string, object>)[group];
          if (!replacement) continue;
          for (const key of Object.keys(texts))
            if (!(key in replacement)) lost.push(`${group}.${key}`);
        }
      }
    });
    expect(lost).toEqual([]);
  });
});
