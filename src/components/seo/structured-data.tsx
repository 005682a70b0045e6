import { Helmet } from 'react-helmet-async'
import { shop } from '@/config/shop'
import { breadcrumbList, iceCreamShop } from '@/lib/structured-data'

/** The breadcrumb and shop blocks that search engines read. */
export function StructuredData() {
  return (
    <Helmet>
      <script type="application/ld+json">{JSON.stringify(breadcrumbList(shop.siteUrl))}</script>
      <script type="application/ld+json">{JSON.stringify(iceCreamShop(shop.siteUrl))}</script>
    </Helmet>
  )
}
