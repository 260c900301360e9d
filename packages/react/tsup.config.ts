import { defineConfig } from 'tsup';

// The root holds the kernel and shell UI; each domain module is its own entry.
const entries = {
  index: 'src/index.ts',
  sportsbook: 'src/entries/sportsbook.ts',
  casino: 'src/entries/casino.ts',
  account: 'src/entries/account.ts',
};

export default defineConfig({
  entry: { ...entries, styles: 'src/styles/index.css' },
  format: ['esm'],
  dts: { entry: entries },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', /^@site\/core/, 'wouter', 'nanostores'],
});
