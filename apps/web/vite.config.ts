import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messagesPlugin } from './scripts/messages-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * React Router's production build (its development warnings compiled out, 0.6 KB gzip off every first load): its
 * package offers bundlers only the development build (remix-run/react-router#14753).
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig({
  plugins: [
    messagesPlugin(webRoot),
    {
      // A `*-slot` module loads its part after the page in the browser; the server's build draws it at once from the
      // `*-slot.server.tsx` beside it (components/layouts/footer-slot, features/home/components/below-the-fold-slot).
      name: 'phonehaat-server-slots',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!options.ssr || !/-slot$/.test(source)) return null;
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        if (!resolved) return null;
        const server = resolved.id.replace(/\.tsx$/, '.server.tsx');
        return existsSync(server) ? server : null;
      },
    },
    {
      // The browser's build only: the dev server, the tests and the server's build keep the warnings.
      name: 'phonehaat:react-router-production',
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
      config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } }),
    },
    react(),
    tailwindcss(),
    // Installable and usable offline (docs/decisions/0021-offline-and-install.md): the manifest, linked from
    // index.html (so from every page drawn from it), and the service worker src/pwa/sw.ts built into dist/sw.js with
    // this build's files listed to precache. main.tsx registers it once the page is idle; a new version waits for
    // the person's Reload.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'PhoneHaat',
        short_name: 'PhoneHaat',
        description: 'Buy and sell used phones in Bangladesh, from verified sellers, with prices in Taka.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // src/styles/index.css: --color-primary and --color-base-100.
        theme_color: '#0b5f56',
        background_color: '#ffffff',
        categories: ['shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell, every page's code and styles, the Bengali and Latin fonts, the icon. Pictures are kept when
        // shown (sw.ts), not all downloaded up front; the prerendered pages are fetched by the worker itself.
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    // The PWA plugin writes its manifest link straight before </head>; put it on a line of its own, as the rest of
    // the head is, because scripts/prerender.mjs adds each page's own head before a `</head>` that starts a line.
    {
      name: 'phonehaat:manifest-link-on-its-own-line',
      enforce: 'post',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => html.replace(/(<link rel="manifest"[^>]*>)<\/head>/, '  $1\n  </head>'),
      },
    },
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
    // React and React DOM in a chunk of their own: it changes only with their versions, so a deploy of the app does not
    // send them again.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
