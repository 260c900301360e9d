import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same gateway as the React demo: the SDK's relative bases go to the contract dev server.
const apiTarget = process.env.SITE_API_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/sbapi': apiTarget,
      '/dev': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/sbapi': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
});
