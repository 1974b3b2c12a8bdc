import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { messagesPlugin } from './scripts/messages-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    messagesPlugin(webRoot),
    {
      // The server draws the footer at once; the browser loads it after the page (components/layouts/footer-slot).
      name: 'phonehaat-server-footer',
      enforce: 'pre',
      resolveId(source, _importer, options) {
        return options.ssr && source === './footer-slot' ? `${src}/components/layouts/footer-slot.server.tsx` : null;
      },
    },
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Small hero images stay files (the CSP allows data: images, but a file caches and preloads better).
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: the chunk graph, read by the bundle budget test and the benchmark.
    manifest: true,
    // The page's own chunks are preloaded from its HTML. A lazy chunk brings its stylesheets but its scripts' imports
    // are not listed in the entry (about 2 KB gzip of chunk names on the home page, which every visitor pays): a route
    // loader fetches the page's data meanwhile. Every browser that runs the app knows modulepreload: no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
