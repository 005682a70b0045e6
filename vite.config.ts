/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { dataOrigins, emulatorPortsOf } from './src/config/firebase-origins.ts'
import { PAGE_LOADER_FADE_MS } from './src/config/page-loader.ts'
import { pageHeadAt } from './src/config/page-heads.ts'
import { firstLookPaths, sitemapPaths } from './src/config/pages.ts'
import shopDefaults from './src/config/shop-defaults.json' with { type: 'json' }
import { siteUrlOf } from './src/config/site-url.ts'
import { pageHeadHtml, pageHeadTags } from './src/lib/seo/head-tags.ts'
import { appPreloadPlugin } from './scripts/build/app-preload-plugin.mjs'
import { entryPriorityPlugin } from './scripts/build/entry-priority-plugin.mjs'
import { firstLookPlugin } from './scripts/build/first-look-plugin.mjs'
import { fontsPlugin } from './scripts/build/fonts-plugin.mjs'
import { htmlConstantsPlugin } from './scripts/build/html-constants-plugin.mjs'
import { muiWithoutCssVarsPlugin } from './scripts/build/mui-without-css-vars-plugin.mjs'
import { muiWithoutRipplePlugin } from './scripts/build/mui-without-ripple-plugin.mjs'
import { preconnectPlugin } from './scripts/build/preconnect-plugin.mjs'
import { routerWithoutViewTransitionsPlugin } from './scripts/build/router-without-view-transitions-plugin.mjs'
import { serviceWorkerPlugin } from './scripts/build/service-worker-plugin.mjs'
import { siteFilesPlugin } from './scripts/build/site-files-plugin.mjs'
import { isolatedTestFiles } from './scripts/test/isolated-tests.mjs'

/** Each first-look page's head, as its HTML file carries it for scrapers that run no script. */
const headHtmlOf = (siteUrl: string) => (path: string) =>
  pageHeadHtml(pageHeadTags({ ...pageHeadAt(path), siteUrl, siteName: shopDefaults.nombre }))

const LOGIC_TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.mjs']

export default defineConfig(({ command, mode }) => {
  const siteUrl = siteUrlOf(loadEnv(mode, process.cwd(), 'VITE_'))
  // Read only when Vitest runs: a build or the dev server never looks at the tests.
  const isolatedLogicTests =
    mode === 'test'
      ? isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), ['src', 'scripts'])
      : []
  return {
    plugins: [
      react(),
      muiWithoutCssVarsPlugin(),
      muiWithoutRipplePlugin(),
      routerWithoutViewTransitionsPlugin(),
      htmlConstantsPlugin({ PAGE_LOADER_FADE_MS }),
      preconnectPlugin((raw) =>
        dataOrigins(raw.VITE_USE_EMULATORS === 'true', emulatorPortsOf(raw)),
      ),
      fontsPlugin(),
      appPreloadPlugin(),
      entryPriorityPlugin(),
      firstLookPlugin(firstLookPaths(), headHtmlOf(siteUrl)),
      serviceWorkerPlugin(),
      siteFilesPlugin(siteUrl, sitemapPaths()),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router's package exports only its development build (with its warnings); the
        // site ships the production build beside it.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
            ]
          : []),
      ],
    },
    // Workers are modules: the surprise page's live-query worker fetches only the SDK parts it uses.
    worker: { format: 'es' },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Every browser the site serves preloads modules itself (app-start.ts copes without).
      modulePreload: { polyfill: false },
      // The one larger file is Firestore's full SDK (about 550 kB, 162 kB compressed), fetched
      // only for live queries (src/lib/firebase.ts): no public page's first download has it.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // emotion's browser build imports hoist-non-react-statics for its side effects alone
        // (it has none): nothing of it is used (emotion's withTheme is not), 1.2 kB compressed.
        treeshake: {
          moduleSideEffects: [
            { test: /\/node_modules\/hoist-non-react-statics\//, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            groups: [
              // The entry: only what starts the page's data reads.
              { name: 'index', tags: ['$initial'], priority: 3 },
              // React on its own: the app evaluates it in a task of its own (see boot.tsx).
              {
                name: 'react',
                test: /\/node_modules\/(react|react-dom|scheduler)\//,
                priority: 2,
              },
              // The router: the app evaluates it in a task of its own.
              {
                name: 'router',
                test: /\/node_modules\/react-router\//,
                priority: 2,
              },
              // The shop's settings, read by the first look's later parts and by the app alike.
              // Only the read and what it needs: the rest of lib/shop goes with what uses it.
              {
                name: 'shop',
                test: /\/src\/lib\/(shop\/(settings(-store|-read|-schema)?|default-settings|links|order-settings|announcement)|remote\/remote)\.ts$/,
                priority: 3,
              },
              // The first look's later parts (first-look-later.ts), with what they need: never
              // a piece of the app's file, which would run the app's modules.
              {
                name: 'first-look-later',
                test: /\/src\/app\/first-look-later\.ts$/,
                includeDependenciesRecursively: true,
                priority: 2,
              },
              // The rest of the app, in one file (one request, one compression context) instead
              // of the pieces it would share with lazy modules.
              {
                name: 'app',
                test: /\/src\/app\/mount\.tsx$/,
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
      css: false,
      // Every core: Vitest's default leaves one idle, which on a two-core machine is half of it.
      maxWorkers: '100%',
      setupFiles: ['./src/testing/setup-tests.ts'],
      projects: [
        // Logic in Node, without a DOM to build for each file. A .ts test that needs the DOM
        // says so in its first line: `// @vitest-environment jsdom`. Files share each worker's
        // modules instead of loading them again (a third of their processor time), but those
        // that mock, stub, fake the clock or build a DOM: they run isolated
        // (scripts/test/isolated-tests.mjs).
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: LOGIC_TESTS,
            exclude: isolatedLogicTests,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'logic-isolated', environment: 'node', include: isolatedLogicTests },
        },
        // Components, in jsdom; rendering MUI screens takes seconds on a slow, busy machine.
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            testTimeout: 20_000,
          },
        },
      ],
    },
  }
})
