import { defineConfig } from 'vite';

// Like the React demo: the SDK's relative bases (api/, sbapi/api/, hub/) go to the contract
// dev server through the page's own origin, as a production gateway would route them.
const apiTarget = process.env.SITE_API_URL ?? 'http://127.0.0.1:8787';
const proxy = {
  '/api': apiTarget,
  '/sbapi': apiTarget,
  '/hub': { target: apiTarget, ws: true },
};

// The core loads the SignalR client with a dynamic import after login, so Vite puts it in a
// chunk of its own: the page's size budget (.size-limit.json) counts it apart.
export default defineConfig({
  server: { proxy },
  preview: { proxy },
});
