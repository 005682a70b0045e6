import { Suspense } from 'react'
import { loadShopSettings } from '@/lib/shop/settings-store'
import { whenLoaded } from '@/lib/startup/after-load'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { lazyOptional } from '@/lib/startup/lazy-optional'
import type { PageActionsProps } from './page-actions'

/**
 * Their code comes once the page has loaded, and they show once the shop's settings have been
 * read: a WhatsApp number the staff removed never shows for a moment.
 */
const PageActions = lazyOptional(() =>
  whenLoaded()
    .then(() => Promise.all([import('./page-actions'), loadShopSettings()]))
    .then(([module]) => module.PageActions),
)

/**
 * The floating 'Compartir' and 'Pedir por WhatsApp' buttons, out of the first download. The
 * build's first look leaves them out: nothing there loads or waits for a page load.
 */
export function DeferredPageActions(props: PageActionsProps) {
  const firstLook = useIsFirstLook()
  if (firstLook) return null
  return (
    <Suspense fallback={null}>
      <PageActions {...props} />
    </Suspense>
  )
}
