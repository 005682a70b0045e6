import { sitePageAt } from '@/config/pages'
import { placeFirstLookHighlight } from '@/components/layout/first-look-highlight'
import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { showsVisitorState } from '@/features/legal/first-look/legal-marks'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import type { AppDemand } from '@/lib/startup/app-demand'
import { whenAppTookOver } from '@/lib/startup/take-over'
import { whenFirstLookPainted } from './app-start'
import { menuAt, readsNewestSurprise } from './early-reads'
import type { PageRead, Stops } from './first-look-later'

/** The page's own read, drawn into its first look; resolves once that is on screen. */
async function readPage(pathname: string): Promise<PageRead> {
  const menu = menuAt(pathname)
  if (menu) return { kind: 'menu', menu, content: await prefetchMenu(menu) }
  if (readsNewestSurprise(pathname)) return { kind: 'surprise', image: await prefetchMystery() }
  if (sitePageAt(pathname)?.keptState === 'free-cone-numbers') return { kind: 'free-cone' }
  return { kind: 'none' }
}

/** What the page's first look cannot show of its own read (a failed or empty one): the app can. */
function missingFrom(read: PageRead): string | null {
  if (read.kind === 'menu' && !read.content?.images.length) return 'menu'
  if (read.kind === 'surprise' && !read.image) return 'sorpresa'
  return null
}

/**
 * Keeps a public page's first look alive until something needs the app (app-demand.ts): the
 * tab's highlight and the page's own read at once (its pictures and lists), then, once that is
 * on screen and painted (its first picture, else its text), the rest (first-look-later.ts, fetched then:
 * the shop's current details, the notice and floating buttons, structured data, the page
 * following the shop's changes). A visitor who
 * only looks gets the whole page without the app. All of it stops once the app has replaced the
 * first look. Resolves once the page's own read is on screen.
 */
export async function bringFirstLookAlive(pathname: string, demand: AppDemand): Promise<void> {
  const stops: Stops = [placeFirstLookHighlight()]
  void whenAppTookOver().then(() => stops.forEach((stop) => stop()))
  if (showsVisitorState()) {
    import('@/features/legal/first-look/show-legal-state')
      .then(({ showLegalState }) => {
        if (showLegalState()) demand.need('cookies')
      })
      // Without it the app, when it runs, says the same.
      .catch(() => undefined)
  }
  const read = await readPage(pathname)
  const missing = missingFrom(read)
  if (missing) demand.need(missing)
  // The later parts wait for the page's main paint (its first picture, or its text without one):
  // on a weak connection their files and reads would otherwise come before that picture.
  await whenFirstLookPainted()
  import('./first-look-later')
    .then((later) => later.keepFirstLookCurrent(read, demand, stops))
    // Without it the first look still shows the page; the app, when needed, draws the rest.
    .catch((error: unknown) => console.warn('No se pudo completar la página', error))
}
