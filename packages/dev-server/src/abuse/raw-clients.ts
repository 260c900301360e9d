import { connect } from 'node:net';
import WebSocket from 'ws';

const recordSeparator = '\u001e';

/** Writes raw bytes to the server and resolves with whatever comes back before it closes. */
export function rawHttp(url: string, bytes: string | Buffer, waitMs = 1500): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(bytes);
  });
}

/** Opens a hub socket, sends the handshake, then each frame; resolves with the close code. */
export function hubSession(
  url: string,
  frames: (string | Buffer)[],
  path = '/hub/sbnotify',
): Promise<{ closeCode: number; received: string[] }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${path}`);
    const received: string[] = [];
    let finished = false;
    const finish = (closeCode: number) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.terminate();
      resolve({ closeCode, received });
    };
    let timer = setTimeout(() => finish(-1), 2000);
    socket.on('open', () => {
      socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    });
    socket.on('message', (data) => {
      received.push(data.toString());
      if (received.length !== 1) return;
      for (const frame of frames) socket.send(frame);
      // A connection the server keeps (it answered or ignored the frame) ends here.
      clearTimeout(timer);
      timer = setTimeout(() => finish(-1), 300);
    });
    socket.on('close', (code) => finish(code));
    socket.on('error', () => finish(-2));
  });
}
