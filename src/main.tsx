import { hasFirstLook, startApp, whenFirstLookShown } from '@/app/app-start'
import { startEarlyReads, startSettingsRead } from '@/app/early-reads'
import { bringFirstLookAlive } from '@/app/first-look-alive'
import { dismissPageLoader, showPageLoadFailure } from '@/app/page-loader'
import { whenCodeCanLoad } from '@/lib/network/code-download'
import { whenLoadedAndIdle } from '@/lib/startup/when-loaded-and-idle'
import { watchAppDemand } from '@/lib/startup/app-demand'
import { answerTapsBeforeApp } from '@/lib/startup/taps-before-app'

// This small entry starts the page's data reads at once. A public page's HTML file carries the
// page's first look: the entry keeps it alive (its pictures, lists and buttons, the shop's
// details) and fades its spinner once the page has loaded. The app (React, MUI, the router: most
// of the JavaScript) runs only when something needs it (app-demand.ts): a visitor who only looks
// never pays for it. Elsewhere (the shell) the app runs at once, and the spinner stays until it
// has drawn the page.
const { pathname } = window.location

const failed = (error: unknown) => {
  console.error('No se pudo cargar la aplicación', error)
  showPageLoadFailure()
}

/** The service worker (offline visits), registered once the page has loaded and is idle. */
const registerServiceWorker = () =>
  import('@/lib/pwa/register-service-worker')
    .then((module) => module.registerServiceWorker())
    .catch((error: unknown) => console.warn('No se pudo preparar el uso sin conexión', error))

if (hasFirstLook()) {
  answerTapsBeforeApp()
  const loaderGone = dismissPageLoader()
  const demand = watchAppDemand()
  const shown = whenFirstLookShown(bringFirstLookAlive(pathname, demand))
  // The service worker also keeps the app's files on the phone, fetched from its own thread:
  // the app then starts without waiting on the connection. Its files come after the main paint.
  void shown.then(() => whenLoadedAndIdle(() => void registerServiceWorker()))
  // Offline, the first look stays, and a tap on it waits for the connection with the app.
  Promise.all([shown, demand.needed])
    .then(() => whenCodeCanLoad())
    .then(() => startApp(pathname, loaderGone))
    .catch(failed)
} else {
  whenFirstLookShown(startEarlyReads(pathname))
    .then(() => {
      startSettingsRead()
      return startApp(pathname)
    })
    // Registered once the app's first page is drawn and the page is idle: its precache
    // downloads never compete with that.
    .then(registerServiceWorker)
    .catch(failed)
}
