import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API server (apps/server) listens on 8080 in development; the SPA talks to it through
// this proxy so the browser sees one origin, exactly as in production where the server
// serves apps/web/dist itself.
const apiTarget = process.env.RXDESK_API ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Precompressed siblings (x.js.br, x.js.gz) that the server picks by Accept-Encoding
    // (apps/server/src/platform/http/spa.ts): the cost of maximum compression is paid once here,
    // never per request. Small files are left alone: their headers outweigh the gain.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
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
    // Read by the page-weight guard test (bench/web) to find what the login page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
    // Routes are lazy (each area its own chunk); the shared vendor chunk with antd is large by nature.
    chunkSizeWarningLimit: 1500,
  },
});
