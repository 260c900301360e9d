import { describe, expect, it } from 'vitest';
import { createTestEnv, ok, status } from '../../testing';
import { createSite } from '../create-site';
import { HEADER_VALUE_MAX_LENGTH } from '../http/header-value';
import { FINGERPRINT_KEY } from './fingerprint';
import { ANONYMOUS_TOKEN_KEY, AUTH_DATA_KEY } from './session.types';

const json = (value: unknown) => JSON.stringify(value);
const player = (token: string) => ({
  token,
  username: 'ayse',
  group: 1,
  usercode: '1',
  balance: 10,
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '',
  smsVerified: true,
});

// Values a broken or hostile page could leave in storage: fetch throws on the first two, a
// real server answers 431 to the last.
const unsafe: [string, string][] = [
  ['CR/LF', 'abc\r\nx-evil: 1'],
  ['non-Latin-1', 'tökén-ğüş-😀'],
  ['megabytes', 'a'.repeat(2_000_000)],
  ['surrounding space', ' padded '],
  ['a NUL byte', 'a\u0000b'],
];

function setup(storage: Record<string, string>) {
  const env = createTestEnv({ storage });
  env.routes.route('GET /api/auth/token', () => ok('fresh-anon'));
  // A server's header limit: an oversized request head is refused with 431.
  env.routes.route('GET /api/cms/grouped', (request) =>
    Object.values(request.headers).some((value) => value.length > 8192) ? status(431) : ok({}),
  );
  return { env, site: createSite({ env }) };
}

describe('stored values that cannot travel as HTTP headers', () => {
  it.each(unsafe)(
    'an anonymous token with %s is cleared and a fresh one fetched',
    async (_, bad) => {
      const { env, site } = setup({ [ANONYMOUS_TOKEN_KEY]: json(bad) });
      await site.start();
      expect(site.session.tokens.bearer()).toBe('fresh-anon');
      expect(env.storage.getItem(ANONYMOUS_TOKEN_KEY)).toBe('"fresh-anon"');
      // Every later call carries the fresh token: the site works again, and after a reload too.
      expect(env.routes.calls.at(-1)?.headers.authorization).toBe('Bearer fresh-anon');
      expect(createSite({ env }).session.tokens.bearer()).toBe('fresh-anon');
    },
  );

  it.each(unsafe)(
    'a player token with %s ends that session instead of every call',
    async (_, bad) => {
      const { env, site } = setup({ [AUTH_DATA_KEY]: json(player(bad)) });
      expect(site.session.$session.get().hasLogin).toBe(false);
      expect(env.storage.getItem(AUTH_DATA_KEY)).toBeNull();
      await site.start();
      expect(site.session.tokens.bearer()).toBe('fresh-anon');
    },
  );

  it.each(unsafe)('a fingerprint with %s is replaced by a new one', async (_, bad) => {
    const { env, site } = setup({ [FINGERPRINT_KEY]: json(bad) });
    await site.start();
    const sent = env.routes.calls[0]?.headers['x-fingerprint'] ?? '';
    expect(sent).toMatch(/^[\x21-\x7e]{8,}$/);
    // A new value, not the stored one: a megabyte fingerprint of visible ASCII is refused too.
    expect(sent).not.toBe(bad);
    expect(sent.length).toBeLessThanOrEqual(HEADER_VALUE_MAX_LENGTH);
    expect(JSON.parse(env.storage.getItem(FINGERPRINT_KEY) ?? '""')).toBe(sent);
  });

  it('a token the server answers that cannot be sent back is a malformed answer, never stored', async () => {
    const env = createTestEnv();
    env.routes.route('GET /api/auth/token', () => ok('bad\ntoken'));
    const site = createSite({ env });
    await expect(site.session.ensureAnonymousToken()).rejects.toMatchObject({ code: 'malformed' });
    expect(env.storage.getItem(ANONYMOUS_TOKEN_KEY)).toBeNull();
  });

  it('a login answer whose token cannot be sent back starts no session', async () => {
    const env = createTestEnv();
    env.routes.route('POST /api/auth/login', () => ok(player('x'.repeat(5000))));
    const site = createSite({ env });
    await expect(
      site.session.login({ username: 'ayse', password: 'secret1' }),
    ).rejects.toMatchObject({ code: 'malformed' });
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(env.storage.getItem(AUTH_DATA_KEY)).toBeNull();
  });

  it('a fingerprint service answering a header-unsafe id is not used', async () => {
    const env = createTestEnv();
    env.routes.route('GET /api/auth/token', () => ok('anon'));
    const site = createSite({
      env,
      fingerprint: { apiKey: 'k', service: { identify: async () => 'id\r\nx: y' } },
    });
    await site.start();
    await site.settled();
    const sent = env.routes.calls.at(-1)?.headers['x-fingerprint'] ?? '';
    expect(sent).not.toContain('id');
    expect(env.storage.getItem(FINGERPRINT_KEY)).not.toContain('x: y');
  });
});
