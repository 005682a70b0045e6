import { Suspense } from 'react'
import { whenLoaded } from '@/lib/startup/after-load'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { lazyOptional } from '@/lib/startup/lazy-optional'

/** Its code comes once the page has loaded. */
const StructuredData = lazyOptional(() =>
  whenLoaded()
    .then(() => import('./structured-data'))
    .then((module) => module.StructuredData),
)

/**
 * The shop's breadcrumb and shop blocks for search engines, out of the first download and out of
 * the build's first look (they are written from the staff's current settings).
 */
export function DeferredStructuredData() {
  const firstLook = useIsFirstLook()
  if (firstLook) return null
  return (
    <Suspense fallback={null}>
      <StructuredData />
    </Suspense>
  )
}
