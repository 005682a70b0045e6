import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { siteOrigin } from '@/lib/seo/site-origin'
import { breadcrumbList, iceCreamShop } from '@/lib/seo/structured-data'

/** The breadcrumb and shop blocks that search engines read, from the staff's settings. */
export function StructuredData() {
  const settings = useShopSettings()
  const origin = siteOrigin()
  if (origin === '') return null
  return (
    <>
      <script type="application/ld+json">{JSON.stringify(breadcrumbList(origin))}</script>
      <script type="application/ld+json">{JSON.stringify(iceCreamShop(origin, settings))}</script>
    </>
  )
}
