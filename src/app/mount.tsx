import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { appTheme } from '@/config/theme'
import { pageName } from '@/config/pages'
import { nextTask } from '@/lib/startup/next-task'
import { followFirstLookMenu } from '@/components/layout/first-look-menu'
import { App } from './app'
import { whenFontsLoaded } from '@/lib/startup/fonts-loaded'
import { lazyPageAt } from './lazy-pages'
import { PageLoaderDismissal } from './page-loader-dismissal'
import type { LoadedPage } from './route-tree'
import { createAppRouter } from './router'
import { TapHandOn } from './tap-hand-on'
import { TookOver } from './took-over'

type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Resolves once the router has the page's code (a lazy page's module): the first render then
 * draws the page itself, never an empty fallback in place of the page's first look.
 */
function initialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * The lazy public page at `pathname`, once its module is there (startApp has downloaded it
 * beside the app): the router then starts with it, without a navigation of its own. Undefined
 * where the page is not lazy or its code cannot be had; the router then loads it and reports.
 */
async function arrivedPage(pathname: string): Promise<LoadedPage | undefined> {
  const path = pageName(pathname)
  const page = await lazyPageAt(path)?.().catch(() => undefined)
  return page && { path, Component: page.Component }
}

/**
 * Creates the theme, then evaluates the page's module, then creates the router, then renders the
 * app into `root`, each in a task of its own: on a slow phone none of them is one long task that
 * holds back a tap or a frame.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  appTheme()
  await nextTask()
  // The page's module is evaluated as it arrives: the router is created in the next task.
  const page = await arrivedPage(window.location.pathname)
  await nextTask()
  const router = createAppRouter(page)
  // Text the app adds never swaps its font: every face is ready before the first draw.
  await Promise.all([initialized(router), whenFontsLoaded()])
  await nextTask()
  // A three-dots menu the visitor opens in the first look while the app renders stays open after it.
  followFirstLookMenu()
  // A transition: React renders the first page in short slices, so a slow phone keeps answering
  // taps (and the page's data requests keep moving) while it works. Its first commit replaces
  // the page's first look.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
        <PageLoaderDismissal />
        <TookOver />
        <TapHandOn />
      </StrictMode>,
    )
  })
}
