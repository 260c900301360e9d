import { flagAssets } from '@site/react/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same gateway as the React demo: the SDK's relative bases go to the contract dev server.
const apiTarget = process.env.SITE_API_URL ?? 'http://127.0.0.1:8787';

// The dev server hosts the CMS art (slides, game tiles) on its own origin: the image origin the
// brand's site allows besides its own (the site's `imageOrigins` option).
const imageOrigins = [new URL(apiTarget).origin];

export default defineConfig({
  // The country flags of @site/react, as the demo serves them.
  plugins: [react(), flagAssets()],
  define: {
    'import.meta.env.VITE_IMAGE_ORIGINS': JSON.stringify(imageOrigins.join(' ')),
  },
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
