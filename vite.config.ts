import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxied = [
  '/api',
  '/graphql',
  '/v3',
  '/healthz',
  '/readyz',
  '/image-cache',
  '/share/',
  '/sharedlists/',
];

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // The server reads the manifest to find the public pages' hashed script and stylesheet.
    manifest: true,
    rolldownOptions: {
      input: {
        index: here('./src/web/index.html'),
        // The server-rendered /share and /sharedlists pages: a tiny script of their own, no React.
        'public-page': here('./src/web/public-pages/public-page.ts'),
      },
      output: {
        // Libraries change less often than the app: a separate chunk stays cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
  },
  preview: {
    port: Number(process.env.PORT ?? 3000),
  },
});
