import '@/assets/fonts/fonts.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { PageLoaderDismissal } from '@/app/page-loader-dismissal'
import { registerServiceWorker } from '@/lib/pwa/register-service-worker'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

// index.html carries a description for crawlers that run no script; each page renders its own.
document.querySelector('meta[name="description"][data-static]')?.remove()

// A transition: React renders the first page in short slices, so a slow phone keeps answering
// taps (and the page's data requests keep moving) while it works.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
      <PageLoaderDismissal />
    </StrictMode>,
  )
})
registerServiceWorker()
