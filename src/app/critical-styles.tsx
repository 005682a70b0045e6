import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './providers'
import { routes } from './route-tree'

/**
 * Build time only: renders the public pages as they first show (before their data arrives) and
 * returns emotion's `<style>` tags for them. index.html carries these tags, and emotion in the
 * browser takes every style they hold as already inserted: the first render skips compiling and
 * inserting that CSS, the largest part of its work on a slow phone.
 */
export async function criticalStyleTags(paths: readonly string[]): Promise<string> {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const handler = createStaticHandler(routes)
  let html = ''
  for (const path of paths) {
    const context = await handler.query(new Request(`http://localhost${path}`))
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
    const router = createStaticRouter(handler.dataRoutes, context)
    html += renderToString(
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
    )
  }
  return constructStyleTagsFromChunks(extractCriticalToChunks(html))
}
