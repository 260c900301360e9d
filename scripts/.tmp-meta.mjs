import * as esbuild from 'esbuild';

const src = '/work/wt/i11/packages/core/src/';
const r = await esbuild.build({
  stdin: { contents: `export * from '${src}index.ts';`, resolveDir: src, loader: 'ts' },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  external: ['@microsoft/signalr'],
  metafile: true,
  logLevel: 'error',
});
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([f, i]) => [
  i.bytesInOutput,
  f
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'npm:')
    .replace(/.*packages\/core\/src\//, ''),
]);
const agg = {};
for (const [b, f] of rows) {
  const k = f.startsWith('npm:') ? f.split('/').slice(0, 2).join('/') : f.split('/')[0];
  agg[k] = (agg[k] ?? 0) + b;
}
console.log(
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${(v / 1024).toFixed(1)} ${k}`)
    .join('\n'),
);
console.log(
  rows
    .sort((a, b) => b[0] - a[0])
    .slice(0, 25)
    .map(([b, f]) => `${(b / 1024).toFixed(1)} ${f}`)
    .join('\n'),
);
