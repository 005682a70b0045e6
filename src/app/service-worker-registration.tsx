import { useEffect } from 'react'
import { registerServiceWorker } from '@/lib/pwa/register-service-worker'

/**
 * Registers the service worker once the first page is on screen (its effect runs after that
 * commit): its precache downloads and its start never compete with the app's first render.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => registerServiceWorker(), [])
  return null
}
