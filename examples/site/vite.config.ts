import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from './security-headers';

// The SDK calls relative bases (api/, sbapi/api/) and the hubs on the page's own origin, so
// the demo proxies them to the contract dev server, as a production site's gateway would.
const apiTarget = process.env.SITE_API_URL ?? 'http://127.0.0.1:8787';
// The dev server hosts the CMS art (slides, promotions, game tiles) on its own origin: the one
// image origin the demo allows besides its own (the site's `imageOrigins` option, and img-src).
const imageOrigins = [new URL(apiTarget).origin];
const headers = securityHeaders(imageOrigins);

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_IMAGE_ORIGINS': JSON.stringify(imageOrigins.join(' ')),
  },
  server: {
    headers,
    proxy: {
      '/api': apiTarget,
      '/sbapi': apiTarget,
      '/dev': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
  preview: {
    headers,
    proxy: {
      '/api': apiTarget,
      '/sbapi': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
});
