import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One project per package plus the cross-package suites. The e2e project drives a real
// Chromium and is slow, so it has its own timeouts and runs files one at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // fast-check's property tests run hundreds of cases: 5 s is too short on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'dev-server',
          root: './packages/dev-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'react',
          root: './packages/react',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
          // The register dialog's stories play a whole flow (phone, SMS code, trial bonus): 1–2 s
          // quiet, past the 5 s default when CI runs at load 18 (as the other projects allow).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          root: './tests/integration',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 20_000,
          // The server render's setup starts Vite and loads the demo's modules: 24 s at load 23.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'docs',
          root: './tests/docs',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './tests/e2e',
          environment: 'node',
          include: ['**/*.e2e.ts'],
          // Builds the examples once per run; every file's stack serves that build.
          globalSetup: ['./support/demo-builds-setup.ts'],
          // A ceiling, not a wait. The slowest tests without their own take 25–33 s at CI's load
          // 5 (casino's visitor login and game-bar Deposit, account's register journey) and the
          // vanilla lobby test 91 s at load 21; one that runs out keeps driving its page under the
          // next test and fails that one too.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // expect.poll waits on what the page shows; its 1 s default is shorter than a busy
          // machine takes to paint, and a pass never waits longer than it needs.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
