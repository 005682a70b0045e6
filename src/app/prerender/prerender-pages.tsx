import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router'
import { Footer } from '@/components/layout/footer'
import { FirstLookProvider } from '@/lib/startup/first-look'
import { earlyReadAddresses } from '../early-reads'
import { AppProviders } from '../providers'
import { routes } from '../route-tree'
import { FirstLookParts } from './first-look-parts'

export interface FirstLookPage {
  path: string
  /** The page as it first shows, before its data arrives. */
  markup: string
  /** emotion's `<style>` tags for every style that markup's render inserted. */
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

/** The styles a render inserted, by emotion id: global styles and keyframes, then classes. */
interface InsertedStyles {
  globals: Map<string, string>
  classes: Map<string, string>
}

/**
 * Every style a render inserted into `cache`: the classes of its markup, and also those of
 * wrapper components (MUI's AppBar over Paper, IconButton over ButtonBase), whose own class
 * never reaches the markup (the element carries the merged one) yet the app's first render
 * would compile and insert unless the page's tags hold it.
 */
function insertedStyles(cache: EmotionCache): InsertedStyles {
  const styles: InsertedStyles = { globals: new Map(), classes: new Map() }
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue
    const kind = cache.registered[`${cache.key}-${id}`] === undefined ? 'globals' : 'classes'
    styles[kind].set(id, css)
  }
  return styles
}

/** Writes emotion's `<style>` tags (any instance does: the tags depend on the chunks only). */
const { constructStyleTagsFromChunks } = createEmotionServer(createCache({ key: 'css' }))

/** emotion's `<style>` tags for `styles`, in the form its browser side takes as inserted. */
function styleTags(styles: InsertedStyles): string {
  return constructStyleTagsFromChunks({
    html: '',
    styles: [
      ...[...styles.globals].map(([id, css]) => ({ key: 'css-global', ids: [id], css })),
      { key: 'css', ids: [...styles.classes.keys()], css: [...styles.classes.values()].join('') },
    ],
  })
}

/**
 * Build time only: renders the public pages as they first show (before their data arrives).
 * Each page's HTML file carries its markup, so the browser paints the page before any script
 * runs, and emotion's tags for every style that render inserted: emotion in the browser takes
 * them as already inserted, so the app's first render compiles CSS only for what the first look
 * does not show (the page's data, the visitor's clock).
 */
export async function renderFirstLooks(paths: readonly string[]): Promise<FirstLooks> {
  const handler = createStaticHandler(routes)
  const pages: FirstLookPage[] = []
  const all: InsertedStyles = { globals: new Map(), classes: new Map() }
  for (const path of paths) {
    const context = await handler.query(new Request(`http://localhost${path}`))
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
    const router = createStaticRouter(handler.dataRoutes, context)
    // A cache of its own per page, which the server instance makes keep each style's CSS.
    const cache = createCache({ key: 'css' })
    createEmotionServer(cache)
    const markup = renderToString(
      <CacheProvider value={cache}>
        <FirstLookProvider value={true}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </FirstLookProvider>
      </CacheProvider>,
    )
    // The parts the entry draws later, as templates at the first look's end.
    const parts = renderToString(
      <CacheProvider value={cache}>
        <AppProviders>
          <FirstLookParts path={path} />
        </AppProviders>
      </CacheProvider>,
    )
    // The footer comes after the page (deferred-footer.tsx): its styles come with the HTML, so
    // drawing it inserts no CSS in one long task. Its markup is not kept.
    renderToString(
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location={path}>
            <Footer />
            <Footer flush />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
    )
    const styles = insertedStyles(cache)
    styles.globals.forEach((css, id) => all.globals.set(id, css))
    styles.classes.forEach((css, id) => all.classes.set(id, css))
    const preloadTags = earlyReadAddresses(path)
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`)
      .join('')
    pages.push({ path, markup: markup + parts, styleTags: styleTags(styles), preloadTags })
  }
  return { pages, styleTags: styleTags(all) }
}
