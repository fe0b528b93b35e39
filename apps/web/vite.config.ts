import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 8080 in development; the SPA talks to it through
// this proxy so the browser sees one origin, exactly as in production where the server
// serves apps/web/dist itself.
const apiTarget = process.env.RXDESK_API ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/websocket': { target: apiTarget, ws: true, changeOrigin: true },
      '/stomp': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Routes are lazy (each area its own chunk); the shared vendor chunk with antd is large by nature.
    chunkSizeWarningLimit: 1500,
  },
});
