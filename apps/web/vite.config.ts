import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:5000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
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
      output: {
        codeSplitting: {
          groups: [
            {
              // The API layer (zod, the contract, the client) and the catalog's calls, which the dashboard's
              // seller pages share with the home page: one chunk, rather than a tiny extra file per shared call on
              // the home page. Their own dependencies (React Query) stay where they are.
              name: 'api-client',
              test: /[\\/](zod|packages[\\/]contract[\\/]src|src[\\/]lib[\\/]api-client|src[\\/]features[\\/]catalog[\\/]api|src[\\/]lib[\\/]format)[\\/.]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
