import {
  checkWireAnswer,
  checkWireData,
  type WireCall,
  wireCalls,
  wireSchemas,
} from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { describe, expect, it } from 'vitest';

/**
 * The dev server is the contract the SDK is built against: every answer it gives for a call
 * the core makes must pass the schema the core validates that call with (the same schema
 * objects, from `@site/core/testing`). A route that drifts (a renamed field, a string where a
 * number goes) fails here, not in a browser.
 */
async function send(
  server: DevServer,
  token: string | null,
  call: Omit<WireCall, 'name' | 'caller' | 'schema'>,
) {
  const response = await server.fetch(call.path, {
    method: call.method,
    headers: {
      'x-locale': 'tr',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function dataOf<T>(body: unknown, check: (data: unknown) => T): T {
  return check((body as { data: unknown }).data);
}

describe('dev server answers match the core wire schemas', () => {
  it('answers every REST call the core validates with data its schema accepts', async () => {
    const server = createDevServer({ seed: 3 });
    const token = await send(server, null, { method: 'GET', path: '/api/auth/token' });
    const visitor = dataOf(token.body, (data) => String(data));
    const login = await send(server, visitor, {
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'player1', password: 'secret1' },
    });
    expect(checkWireAnswer(wireSchemas.authData, login.body)).toEqual([]);
    const player = dataOf(login.body, (data) => (data as { token: string }).token);

    const live = await send(server, visitor, {
      method: 'GET',
      path: '/sbapi/api/feed/livecategorylist',
    });
    const tree = await send(server, visitor, {
      method: 'GET',
      path: '/sbapi/api/feed/categorylist',
    });
    expect(checkWireAnswer(wireSchemas.prematchSports, tree.body)).toEqual([]);
    const sport = dataOf(
      tree.body,
      (data) => (data as { id: number; groups: { competitions: { id: number }[] }[] }[])[0],
    );
    const calls = wireCalls({
      sportId: dataOf(live.body, (data) => (data as { id: number }[])[0]?.id ?? 1),
      competitionId: sport?.groups[0]?.competitions[0]?.id ?? 1,
    });

    const problems: string[] = [];
    for (const call of calls) {
      const answer = await send(server, call.caller === 'player' ? player : visitor, call);
      if (answer.status !== 200) problems.push(`${call.name}: HTTP ${answer.status}`);
      problems.push(...checkWireAnswer(call.schema, answer.body).map((p) => `${call.name}: ${p}`));
    }
    expect(problems).toEqual([]);
    server.close();
  });

  it('pushes oddChanged batches the odds stream accepts', () => {
    const server = createDevServer({ seed: 3 });
    const batch = server.domains.sportsbook.simulator.tick();
    expect(batch.length).toBeGreaterThan(0);
    expect(checkWireData(wireSchemas.oddChangedBatch, batch)).toEqual([]);
    server.close();
  });

  it('pushes betSettled messages the core accepts, to the owner on sbnotify (issue 21)', async () => {
    const server = createDevServer({ seed: 3 });
    const sent: { username: string; command: string; message: unknown; hub?: string }[] = [];
    const original = server.hubs.sendToUser;
    server.hubs.sendToUser = (username, command, message, hub) => {
      sent.push({ username, command, message, hub });
      return original(username, command, message, hub);
    };
    const visitor = await send(server, null, { method: 'GET', path: '/api/auth/token' });
    const login = await send(server, dataOf(visitor.body, String), {
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'player1', password: 'secret1' },
    });
    const token = dataOf(login.body, (data) => (data as { token: string }).token);
    const sb = server.domains.sportsbook;
    const oddId = sb.world.prematch()[0]?.markets.winner.odd1.id;
    const call = (path: string, body: unknown) =>
      send(server, token, { method: 'POST', path: `/sbapi/api/sportsbook/${path}`, body });
    await call('toggleOdd', { oddId, isLive: false });
    await call('placeBet', { type: 1, selection: [{ oddId, amount: 10 }], acceptChanges: true });
    for (const [index, status] of ([4, 3, 2] as const).entries()) {
      if (index > 0) {
        await call('toggleOdd', { oddId, isLive: false });
        await call('placeBet', {
          type: 1,
          selection: [{ oddId, amount: 10 }],
          acceptChanges: true,
        });
      }
      const [bet] = sb.betsOf('player1');
      sb.settleBet(bet?.id ?? 0, status);
    }
    const pushes = sent.filter((item) => item.command === 'betSettled');
    expect(pushes).toHaveLength(3);
    for (const push of pushes) {
      expect(push).toMatchObject({ username: 'player1', hub: 'sbnotify' });
      expect(checkWireData(wireSchemas.betSettled, push.message)).toEqual([]);
    }
    server.close();
  });

  it('reports drift: a renamed field is named in the problems', () => {
    expect(
      checkWireAnswer(wireSchemas.liveCategories, {
        success: true,
        message: '',
        data: [{ identifier: 1, name: 'Futbol' }],
      }),
    ).toContainEqual(expect.stringMatching(/^0\.id: /));
  });
});

describe('the kit as docs/testing.md shows it', () => {
  it('gives typed access to every domain and the controls', async () => {
    const server = createDevServer({ seed: 7 });
    server.control.setBalance('player1', 500);
    expect(server.domains.account.getBalance('player1')).toBe(500);
    expect(server.domains.sportsbook.simulator.tick().length).toBeGreaterThan(0);
    expect(server.domains.casino.favoritesOf('player1')).toEqual(expect.any(Array));
    expect(server.domains.account.lastCode('player1', 'phone')).toBeUndefined();
    server.faults.set({ route: 'user/balance', kind: 'http500' });
    const answer = await send(server, null, { method: 'GET', path: '/api/user/balance' });
    expect(answer.status).toBe(500);
    server.close();
  });
});
