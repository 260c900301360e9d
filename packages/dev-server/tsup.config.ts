import { defineConfig } from 'tsup';

// The library (createDevServer, startDevServer, types) and the `site-dev-server` binary.
// Node only: hono, @hono/node-server and ws stay external dependencies.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.build.json',
});
