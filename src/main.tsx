import { startEarlyReads } from '@/app/early-reads'
import { showPageLoadFailure } from '@/app/page-loader'

// This small entry starts the page's data reads (and its lazy code) at once, while the app
// (React, MUI, the router: most of the JavaScript) is still downloading; index.html preloads it.
startEarlyReads(window.location.pathname)
import('@/app/boot').catch((error: unknown) => {
  console.error('No se pudo cargar la aplicación', error)
  showPageLoadFailure()
})
