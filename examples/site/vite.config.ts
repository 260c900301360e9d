import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SDK calls relative bases (api/, sbapi/api/) and the hubs on the page's own origin, so
// the demo proxies them to the contract dev server, as a production site's gateway would.
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
