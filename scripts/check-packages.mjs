// Packs each published package the way pnpm publishes it (publishConfig applied), then runs
// publint and @arethetypeswrong/cli on the packed result, so the checks see what users get.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const packages =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['packages/core', 'packages/react', 'packages/dev-server'];
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Inside `pnpm run`, npm_execpath points at pnpm itself; otherwise fall back to npx.
const pnpm = process.env.npm_execpath
  ? [process.execPath, [process.env.npm_execpath]]
  : ['npx', ['-y', 'pnpm@10']];

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

let failed = false;
for (const dir of packages) {
  const out = mkdtempSync(join(tmpdir(), 'site-pack-'));
  try {
    run(pnpm[0], [...pnpm[1], 'pack', '--pack-destination', out], join(root, dir));
    const tarball = join(
      out,
      readdirSync(out).find((name) => name.endsWith('.tgz')),
    );
    run('tar', ['-xzf', tarball, '-C', out], root);
    for (const [name, args] of [
      ['publint', [join(out, 'package'), '--pack', 'false', '--strict']],
      [
        'attw',
        [
          tarball,
          '--profile',
          'esm-only',
          '--format',
          'table-flipped',
          '--exclude-entrypoints',
          './styles.css',
        ],
      ],
    ]) {
      try {
        process.stdout.write(`\n${dir}: ${name}\n${run(bin(name), args, root)}`);
      } catch (error) {
        failed = true;
        process.stdout.write(`\n${dir}: ${name} FAILED\n${error.stdout ?? error.message}`);
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
