/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { dataOrigins } from './src/config/firebase-origins'
import { appPreloadPlugin } from './scripts/build/app-preload-plugin.mjs'
import { criticalStylesPlugin } from './scripts/build/critical-styles-plugin.mjs'
import { preconnectPlugin } from './scripts/build/preconnect-plugin.mjs'
import { serviceWorkerPlugin } from './scripts/build/service-worker-plugin.mjs'

export default defineConfig({
  plugins: [
    react(),
    preconnectPlugin(dataOrigins),
    appPreloadPlugin(),
    criticalStylesPlugin(),
    serviceWorkerPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry: only what starts the page's data reads.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The app the entry loads, in one file (one request, one compression context)
            // instead of the pieces it would share with lazy modules.
            {
              name: 'app',
              test: /\/src\/app\/boot\.tsx$/,
              includeDependenciesRecursively: true,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
})
