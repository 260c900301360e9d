import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSession, rawHttp } from './raw-clients';
import { type CliProcess, spawnDevServerCli } from './spawn-cli';

const RS = '\u001e';
const handshakeHeaders = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

/** Malformed HTTP and upgrade requests, written byte for byte. */
const httpInputs: [name: string, bytes: string | Buffer][] = [
  ['upgrade for //[', handshakeHeaders('//[')],
  ['upgrade for http://[', handshakeHeaders('http://[')],
  ['upgrade for a bad percent-encoding', handshakeHeaders('/hub/%E0%A4%A')],
  [
    'upgrade without a key',
    'GET /hub/sbnotify HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  ],
  ['upgrade to an unknown hub', handshakeHeaders('/hub/nope')],
  ['upgrade with a bad token', handshakeHeaders('/hub/frnotify?access_token=%00%FF')],
  ['GET //[', 'GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['a Host header of [', 'GET /api/auth/token HTTP/1.1\r\nHost: [\r\n\r\n'],
  ['no Host header', 'GET /api/auth/token HTTP/1.1\r\n\r\n'],
  ['a garbage request line', 'EHLO \u0000\u0001\u0002\r\n\r\n'],
  ['HTTP/9.9', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
  ['a 64 KB header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(65_536)}\r\n\r\n`],
  ['a header with CR inside', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: b\rc\r\n\r\n'],
  [
    'invalid JSON on login',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":',
  ],
  [
    'a body shorter than its Content-Length',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999\r\n\r\n{}',
  ],
  [
    'a JSON body of __proto__',
    'POST /dev/faults HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 32\r\n\r\n{"__proto__":{"route":"x"},"a":1}',
  ],
  [
    'a bad chunked body',
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
  ],
  ['a bad percent-encoded path', 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a query of only separators', 'GET /api/auth/token?&&&=&=%% HTTP/1.1\r\nHost: x\r\n\r\n'],
  [
    'a bad token header',
    'GET /api/user/balance HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u00ff\u00fe\r\n\r\n',
  ],
  ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256))],
];

/** Hub frames sent after a successful handshake on /hub/sbnotify. */
const hubInputs: [name: string, frames: (string | Buffer)[]][] = [
  ['null', [`null${RS}`]],
  [
    'an invocation whose target has toString: null',
    [`{"type":1,"invocationId":"1","target":{"toString":null},"arguments":[]}${RS}`],
  ],
  [
    'a target with valueOf and toString null',
    [`{"type":4,"invocationId":"2","target":{"valueOf":null,"toString":null}}${RS}`],
  ],
  ['an array', [`[]${RS}`]],
  ['a number', [`1${RS}`]],
  ['a string', [`"x"${RS}`]],
  ['true', [`true${RS}`]],
  ['invalid JSON', [`{${RS}`]],
  ['__proto__ as type', [`{"__proto__":{"type":1},"invocationId":"3"}${RS}`]],
  ['deeply nested JSON', [`${'['.repeat(5000)}${']'.repeat(5000)}${RS}`]],
  ['a binary frame', [Buffer.from([0, 1, 2, 30])]],
  ['a 1 MB frame', [`${'x'.repeat(1_048_576)}${RS}`]],
  ['only record separators', [RS.repeat(1000)]],
  ['a close message', [`{"type":7}${RS}`]],
  ['a stream item for nothing', [`{"type":2,"invocationId":{"toString":null}}${RS}`]],
];

const handshakeInputs: [name: string, frames: string][] = [
  ['protocol with toString null', `{"protocol":{"toString":null},"version":1}${RS}`],
  ['version with toString null', `{"protocol":"json","version":{"toString":null}}${RS}`],
  ['null handshake', `null${RS}`],
];

describe('dev-server abuse: one bad client costs only its own connection', () => {
  let server: CliProcess;
  const tried: string[] = [];

  beforeAll(async () => {
    server = await spawnDevServerCli();
  }, 30_000);
  afterAll(async () => {
    console.log(
      `dev-server abuse: ${tried.length} hostile inputs (${httpInputs.length} HTTP, ${hubInputs.length} hub frames, ${handshakeInputs.length} handshakes); process up after each`,
    );
    await server.stop();
  });

  const expectAlive = async () => {
    expect(server.child.exitCode, server.stderr()).toBeNull();
    const answer = await fetch(`${server.url}/api/auth/token`);
    expect(answer.status).toBe(200);
  };

  it.each(httpInputs)('HTTP: %s', async (name, bytes) => {
    await rawHttp(server.url, bytes, 300);
    tried.push(name);
    await expectAlive();
  });

  it.each(hubInputs)('hub frame: %s', async (name, frames) => {
    const result = await hubSession(server.url, frames);
    tried.push(name);
    // The answer is a close or nothing at all, never the end of the process.
    expect(result.received[0]).toBe(`{}${RS}`);
    await expectAlive();
  });

  it.each(handshakeInputs)('hub handshake: %s', async (name, handshake) => {
    const { WebSocket } = await import('ws');
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/hub/sbnotify`);
    const closed = new Promise<number>((resolve) => {
      socket.on('close', resolve);
      socket.on('error', () => resolve(-1));
    });
    socket.on('open', () => socket.send(handshake));
    expect(await closed).toBe(1002);
    tried.push(name);
    await expectAlive();
  });

  it('a well-behaved client still connects and gets pushes after all of it', async () => {
    const result = await hubSession(server.url, [`{"type":6}${RS}`]);
    expect(result.received[0]).toBe(`{}${RS}`);
    await expectAlive();
  });
});
