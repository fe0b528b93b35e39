import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API server (apps/server) listens on 8080 in development; the SPA talks to it through
// this proxy so the browser sees one origin, exactly as in production where the server
// serves apps/web/dist itself.
const apiTarget = process.env.RXDESK_API ?? 'http://localhost:8080';

const DEFERRED_UNIQUE_PROVIDER = fileURLToPath(
  new URL('./src/app/antd/deferred-tooltip-unique-provider.tsx', import.meta.url),
);

const RADIO_NAME_PATH = fileURLToPath(new URL('./src/app/antd/radio-name-path.ts', import.meta.url));

const RC_FORM = /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/;

/** antd's ConfigProvider imports its tooltip UniqueProvider statically, though it renders it only
 * with `tooltip.unique`: that import alone brought @rc-component/trigger to the login page. Only
 * for that importer, it resolves to a stand-in that fetches the real provider when rendered. */
function deferAntdUniqueTooltip(): Plugin {
  return {
    name: 'rxdesk:defer-antd-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../tooltip/UniqueProvider' || !importer) return null;
      return /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
        ? DEFERRED_UNIQUE_PROVIDER
        : null;
    },
  };
}

/** antd's Radio.Group takes one small function from the Form instance hook's module; only for that
 * importer, it resolves to a copy of that function (src/app/antd/radio-name-path.ts). */
function radioWithoutFormHook(): Plugin {
  return {
    name: 'rxdesk:radio-without-form-hook',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../form/hooks/useForm' || !importer) return null;
      return /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer) ? RADIO_NAME_PATH : null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    deferAntdUniqueTooltip(),
    radioWithoutFormHook(),
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
      treeshake: {
        // @rc-component/form declares no `sideEffects`, so antd's form context (which every antd
        // Input imports for FormProvider alone) kept the whole form engine and its validator on the
        // login page, which has no antd Form (issue 18). The package has no import-time effects;
        // every other module keeps the default judgement.
        moduleSideEffects: (id) => (RC_FORM.test(id) ? false : undefined),
      },
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
