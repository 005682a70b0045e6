import { hasFirstLook, startApp, whenFirstLookShown } from '@/app/app-start'
import { startEarlyReads, startSettingsRead } from '@/app/early-reads'
import { dismissPageLoader, showPageLoadFailure } from '@/app/page-loader'
import { answerTapsBeforeApp } from '@/lib/startup/taps-before-app'

// This small entry starts the page's data reads at once. A public page's HTML file carries the
// page's first look: its spinner fades once the page has loaded, and the app (React, MUI, the
// router: most of the JavaScript) is downloaded once that first look is on screen, and run once
// the spinner is gone. Elsewhere (the shell) the spinner stays until the app has drawn the page.
const { pathname } = window.location
if (hasFirstLook()) answerTapsBeforeApp()
const loaderGone = hasFirstLook() ? dismissPageLoader() : undefined
whenFirstLookShown(startEarlyReads(pathname))
  .then(() => {
    startSettingsRead()
    return startApp(pathname, loaderGone)
  })
  .catch((error: unknown) => {
    console.error('No se pudo cargar la aplicación', error)
    showPageLoadFailure()
  })
