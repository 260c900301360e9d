import { defineConfig } from 'tsup';

export default defineConfig({
  // The root is the kernel; each domain module is its own entry (see docs/architecture.md).
  entry: {
    index: 'src/index.ts',
    sportsbook: 'src/entries/sportsbook.ts',
    casino: 'src/entries/casino.ts',
    account: 'src/entries/account.ts',
    shell: 'src/entries/shell.ts',
    full: 'src/entries/full.ts',
    protection: 'src/entries/protection.ts',
    cashout: 'src/entries/cashout.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
