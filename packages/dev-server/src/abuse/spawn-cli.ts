import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface CliProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed on stderr (an uncaught exception lands there). */
  stderr(): string;
  stop(): Promise<void>;
}

const packageRoot = join(import.meta.dirname, '..', '..');

/** Starts `pnpm --filter @site/dev-server start` as its own process on a free port. */
export async function spawnDevServerCli(): Promise<CliProcess> {
  const child = spawn(
    join(packageRoot, 'node_modules', '.bin', 'tsx'),
    ['src/cli.ts', '--port', '0', '--quiet'],
    { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`dev server exited (${code}): ${errors}`)));
  });
  return {
    url,
    child,
    stderr: () => errors,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
