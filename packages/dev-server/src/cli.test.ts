import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `site-dev-server --port 0 --seed 7`: listens, prints its URL and seed, answers, stops on SIGTERM. */
describe('site-dev-server binary', () => {
  it('prints a machine-readable ready line with the URL it bound, also with --port 0', async () => {
    const cli = resolve(import.meta.dirname, 'cli.ts');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--seed', '3', '--quiet'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const first = await new Promise<string>((done, fail) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const newline = output.indexOf('\n');
          if (newline >= 0) done(output.slice(0, newline));
        });
        child.once('exit', (code) => fail(new Error(`exited with ${code}: ${output}`)));
      });
      const [prefix, json] = [
        first.slice(0, first.indexOf(' ')),
        first.slice(first.indexOf(' ') + 1),
      ];
      expect(prefix).toBe('SITE_DEV_SERVER_READY');
      const ready = JSON.parse(json) as { url: string; seed: number };
      expect(ready.seed).toBe(3);
      expect(Number(new URL(ready.url).port)).toBeGreaterThan(0);
      const answer = await fetch(`${ready.url}/api/auth/token`);
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    // A child Node process that compiles the server with tsx: about 5 s quiet, over 20 s at load 23.
  }, 60_000);

  it('starts with --port and --seed and serves the API', async () => {
    const cli = resolve(import.meta.dirname, 'cli.ts');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--seed', '7', '--quiet'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const url = await new Promise<string>((done, fail) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/\S+) \(seed 7\)/.exec(output);
          if (match?.[1]) done(match[1]);
        });
        child.once('exit', (code) => fail(new Error(`exited with ${code}: ${output}`)));
      });
      const answer = await fetch(`${url}/api/auth/token`);
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    // A child Node process that compiles the server with tsx: about 5 s quiet, over 20 s at load 23.
  }, 60_000);
});
