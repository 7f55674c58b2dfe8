import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderHome } from './prerender-home.plugin.ts';
import { stylesheetsFirst } from './stylesheets-first.plugin.ts';

const apiServer = 'http://localhost:5000';

/**
 * The service worker (src/sw.ts) built into /sw.js with the list of the build's files to keep for offline use: the
 * shell (index.html), the hashed scripts and stylesheets, the icons. The manifest is public/manifest.webmanifest, and
 * main.tsx registers the worker, so the plugin adds nothing to the documents.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  manifest: false,
  injectRegister: false,
  injectManifest: {
    // A classic script: every browser that has service workers runs it.
    rollupFormat: 'iife',
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/icon-192.png', 'favicon.svg'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The server-side renderer's build has no service worker.
  plugins: [
    react(),
    tailwindcss(),
    stylesheetsFirst(),
    prerenderHome(),
    ...(isSsrBuild ? [] : [serviceWorker]),
  ],
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // The contract's modules only define schemas and constants: a page using one of them (a photo's srcset) needs
      // neither the rest of the contract nor zod, even through the contract's index.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The API layer that parses answers with the contract (zod, the contract's schemas, the client): one
              // chunk, rather than a tiny file per schema module. The storefront does without it: its public reads
              // are not parsed in the browser (entities/car/api/public-read.ts) and its photos use only the
              // contract's zod-free photos.ts, left out of this chunk. Their own dependencies (React Query) stay where
              // they are. Zod is the package itself: the form resolver in @hookform/resolvers/zod stays with the
              // forms, or the two chunks would import each other and one would run before the other was ready.
              name: 'api-client',
              test: /[\\/](?:node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]api-client\.|packages[\\/]contract[\\/]src[\\/](?!photos\.ts))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
