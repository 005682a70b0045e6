import type { MenuCategory, MenuImage } from '@/lib/data/image-collections'
import { readableFileName } from '@/lib/images/readable-file-name'
import { siteOrigin } from '@/lib/seo/site-origin'
import { jsonLd, menu } from '@/lib/seo/structured-data'
import { MENU_PAGES } from './menu-pages'

/** The menu's pictures and what they say, for search engines (see lib/seo/structured-data.ts). */
export function MenuStructuredData({
  category,
  images,
}: {
  category: MenuCategory
  images: readonly MenuImage[]
}) {
  const page = MENU_PAGES[category]
  const pictures = images.map((image) => ({
    name: readableFileName(image.nombre) ?? page.fallbackAlt,
    description: image.descripcion,
    image: image.url,
  }))
  const origin = siteOrigin()
  if (origin === '') return null
  const data = menu(origin, `Menú de ${page.heading.toLowerCase()}`, `/${category}`, pictures)
  return <script type="application/ld+json">{jsonLd(data)}</script>
}
