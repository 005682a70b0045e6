import '@/app/start-early-reads'
import { showPageLoadFailure } from '@/app/page-loader'

// The page's data reads start above, in this small file, while the app (React, MUI, the router:
// most of the JavaScript) is still downloading; index.html preloads it.
import('@/app/boot').catch((error: unknown) => {
  console.error('No se pudo cargar la aplicación', error)
  showPageLoadFailure()
})
