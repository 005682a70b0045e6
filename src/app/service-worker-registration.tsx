import { useEffect } from 'react'

/**
 * Registers the service worker once the first page is on screen (its effect runs after that
 * commit): its code, its precache downloads and its start never compete with the app's first
 * render, and stay out of the first download.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    import('@/lib/pwa/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('No se pudo preparar el uso sin conexión', error))
  }, [])
  return null
}
