import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { game } from './casino.test-support';
import type { Game } from './game.schema';
import {
  decodeGameRoute,
  encodeGameRoute,
  gamePlayPath,
  MAX_GAME_ROUTE_LENGTH,
} from './game-route';

const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const arbitraryGame: fc.Arbitrary<Game> = fc.record({
  gameCode: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
  name: fc.string({ maxLength: 60, unit: 'grapheme' }),
  providerName: fc.string({ maxLength: 20 }),
  mainProviderId: fc.integer(),
  system: fc.string({ maxLength: 8 }),
  productId: fc.integer({ min: 0, max: 10_000 }),
  systemCategory: fc.integer({ min: 0, max: 100 }),
});

describe('game route /casino/play/{game}', () => {
  it('round-trips a game with Turkish letters', () => {
    const turkish = game({
      name: 'Şanslı Çarkıfelek: Güneş İğdır Ödülü ğüşöçıİ',
      gameCode: 'dt_şans',
    });
    const encoded = encodeGameRoute(turkish);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeGameRoute(encoded)).toEqual({ ok: true, game: turkish });
  });

  it('makes one clean path segment', () => {
    // "?>?" encodes to "Pz4/" in standard base64: a slash would split the route.
    const path = gamePlayPath(game({ name: '?>?>?>' }));
    expect(path.split('/')).toHaveLength(4);
    expect(path).not.toMatch(/[+/=]$/);
  });

  it('round-trips any game (property)', () => {
    fc.assert(
      fc.property(arbitraryGame, (value) => {
        const decoded = decodeGameRoute(encodeGameRoute(value));
        expect(decoded).toEqual({ ok: true, game: value });
      }),
    );
  });

  it('carries only the spec fields', () => {
    const encoded = encodeGameRoute({ ...game(), isLive: true, imageUrl: '/x.svg' });
    const json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    expect(Object.keys(json).sort()).toEqual([
      'gameCode',
      'mainProviderId',
      'name',
      'productId',
      'providerName',
      'system',
      'systemCategory',
    ]);
  });

  it('still reads standard base64 with padding, and percent-encoded values', () => {
    const standard = toBase64(JSON.stringify(game({ name: 'Kız Kulesi' })));
    expect(decodeGameRoute(standard)).toMatchObject({ ok: true });
    expect(decodeGameRoute(encodeURIComponent(standard))).toMatchObject({ ok: true });
  });

  it.each([
    ['empty', '', 'empty'],
    ['garbage', '!!!not*base64$$', 'not-base64'],
    ['a single dangling character', 'abcde', 'not-base64'],
    ['a broken percent escape', '%E0%A4%A', 'not-base64'],
    ['valid base64 of plain text', toBase64('hello world'), 'not-json'],
    [
      'valid base64 of bytes that are not UTF-8',
      Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'),
      'not-json',
    ],
    ['JSON of a number', toBase64('42'), 'wrong-shape'],
    ['JSON null', toBase64('null'), 'wrong-shape'],
    ['JSON of an array', toBase64('[1,2]'), 'wrong-shape'],
    [
      'JSON without gameCode',
      toBase64(JSON.stringify({ name: 'x', providerName: 'y', mainProviderId: 1 })),
      'wrong-shape',
    ],
    [
      'JSON with a wrong type',
      toBase64(JSON.stringify({ ...game(), mainProviderId: 'five' })),
      'wrong-shape',
    ],
    ['a prototype-pollution attempt', toBase64('{"__proto__":{"polluted":1}}'), 'wrong-shape'],
    ['huge input', 'A'.repeat(MAX_GAME_ROUTE_LENGTH + 1), 'too-long'],
    ['a megabyte', 'QUFB'.repeat(300_000), 'too-long'],
  ])('refuses %s', (_name, value, problem) => {
    expect(decodeGameRoute(value)).toEqual({ ok: false, problem });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, whatever the value (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.base64String()),
        (value) => {
          const decoded = decodeGameRoute(value);
          expect(typeof decoded.ok).toBe('boolean');
        },
      ),
    );
  });
});
