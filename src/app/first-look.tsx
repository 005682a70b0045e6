import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { FirstLookProvider } from '@/lib/first-look'
import { earlyReadAddresses } from './early-reads'
import { AppProviders } from './providers'
import { routes } from './route-tree'

export interface FirstLookPage {
  path: string
  /** The page as it first shows, before its data arrives. */
  markup: string
  /** emotion's `<style>` tags for that markup. */
  styleTags: string
  /** Preloads of the data reads the page starts at once (see early-reads.ts). */
  preloadTags: string
}

export interface FirstLooks {
  pages: FirstLookPage[]
  /** emotion's `<style>` tags for every page's first look together. */
  styleTags: string
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/**
 * Build time only: renders the public pages as they first show (before their data arrives).
 * Each page's HTML file carries its markup, so the browser paints the page before any script
 * runs, and emotion's tags for it: emotion in the browser takes every style they hold as already
 * inserted, so the app's first render skips compiling and inserting that CSS.
 */
export async function renderFirstLooks(paths: readonly string[]): Promise<FirstLooks> {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
  const handler = createStaticHandler(routes)
  const pages: FirstLookPage[] = []
  for (const path of paths) {
    const context = await handler.query(new Request(`http://localhost${path}`))
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
    const router = createStaticRouter(handler.dataRoutes, context)
    const markup = renderToString(
      <CacheProvider value={cache}>
        <FirstLookProvider value={true}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </FirstLookProvider>
      </CacheProvider>,
    )
    const preloadTags = earlyReadAddresses(path)
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`)
      .join('')
    pages.push({ path, markup, styleTags: '', preloadTags })
  }
  for (const page of pages) {
    page.styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(page.markup))
  }
  const all = pages.map((page) => page.markup).join('')
  return { pages, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(all)) }
}
