import { describe, expect, it } from 'vitest';
import { parseFaultList, parseFaultSpec } from './fault-spec';

describe('fault notation', () => {
  it.each([
    ['user/balance=latency:1500', { route: 'user/balance', kind: 'latency', ms: 1500 }],
    ['*=http500@0.1', { route: '*', kind: 'http500', probability: 0.1 }],
    [
      'cms/grouped=fail:Bakımdayız#2',
      { route: 'cms/grouped', kind: 'fail', message: 'Bakımdayız', times: 2 },
    ],
    ['auth/login=unauthorized', { route: 'auth/login', kind: 'unauthorized' }],
    ['hub:sbnotify=drop', { hub: 'sbnotify', kind: 'drop' }],
    ['hub:*=refuse#3', { hub: '*', kind: 'refuse', times: 3 }],
  ])('reads %s', (spec, rule) => {
    expect(parseFaultSpec(spec)).toEqual(rule);
  });

  it('reads a /regex/ target', () => {
    const rule = parseFaultSpec('/^\\/sbapi\\//i=malformed');
    expect('route' in rule && rule.route).toEqual(/^\/sbapi\//i);
  });

  it('reads a comma-separated list and rejects nonsense with a clear message', () => {
    expect(parseFaultList('a/b=http500, hub:frnotify=drop')).toHaveLength(2);
    expect(parseFaultList(undefined)).toEqual([]);
    expect(() => parseFaultSpec('user/balance=explode')).toThrow(/Unknown fault "explode"/);
    expect(() => parseFaultSpec('hub:sbnotify=latency')).toThrow(/Unknown hub fault/);
    expect(() => parseFaultSpec('nonsense')).toThrow(/expected <target>=<kind>/);
  });
});
