import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../kernel/env/memory-storage';
import { documentCookies, readAffiliate } from './affiliate';

describe('affiliate values (spec 000 §3)', () => {
  it('reads refId, partner, subid, source from storage, raw or JSON-encoded', () => {
    const storage = createMemoryStorage({
      refId: '12',
      partner: '"p1"',
      subid: 's1',
      source: '"google"',
    });
    expect(readAffiliate(storage)).toEqual({
      refId: 12,
      partner: 'p1',
      subid: 's1',
      source: 'google',
    });
  });

  it('falls back to cookies, decoding them', () => {
    const storage = createMemoryStorage({ partner: 'stored' });
    const cookies = () => 'theme=dark; refId=99; partner=cookie; source=fb%20ads';
    expect(readAffiliate(storage, cookies)).toEqual({
      refId: 99,
      partner: 'stored',
      source: 'fb ads',
    });
  });

  it('leaves out empty values and a refId that is not a whole number', () => {
    const storage = createMemoryStorage({ refId: 'abc', partner: '' });
    expect(readAffiliate(storage, () => 'subid=; refId=1.5')).toEqual({});
  });

  it('survives a storage that throws and a missing document', () => {
    const storage = {
      ...createMemoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readAffiliate(storage, documentCookies)).toEqual({});
    expect(documentCookies()).toBeUndefined();
  });
});
