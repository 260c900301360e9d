// Packs each published package the way pnpm publishes it (publishConfig applied), then runs
// publint and @arethetypeswrong/cli on the packed result, so the checks see what users get.
// For @site/core it also type-checks scripts/published-types/ against the packed package: the
// types that flow through the module types (keys, push commands) must survive tsup's bundle.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

/** Type-checks the fixtures importing `@site/core` from the packed package in `out`. */
function publishedTypesCheck(dir, out) {
  const fixtures = join(root, 'scripts', 'published-types');
  const project = join(out, 'fixture');
  mkdirSync(join(project, 'node_modules', '@site'), { recursive: true });
  symlinkSync(join(out, 'package'), join(project, 'node_modules', '@site', 'core'), 'dir');
  // The package's own dependencies (nanostores, valibot, …), as an installed copy has them.
  symlinkSync(join(root, dir, 'node_modules'), join(out, 'package', 'node_modules'), 'dir');
  const files = readdirSync(fixtures).filter((name) => name.endsWith('.ts'));
  for (const name of files) copyFileSync(join(fixtures, name), join(project, name));
  const compilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom'],
    types: [],
    skipLibCheck: true,
    noEmit: true,
  };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
  return ['tsc', ['-p', join(project, 'tsconfig.json')]];
}

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
    const checks = [
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
    ];
    if (dir === 'packages/core') checks.push(publishedTypesCheck(dir, out));
    for (const [name, args] of checks) {
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
