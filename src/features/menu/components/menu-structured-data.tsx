import type { MenuName } from '@/config/pages'
import type { ImageDocument } from '@/lib/data/image-document'
import type { TodayList } from '@/lib/data/today-list'
import { siteOrigin } from '@/lib/seo/site-origin'
import { jsonLd } from '@/lib/seo/structured-data'
import { menuStructuredData } from '../utils/menu-structured-data'

/** The menu for search engines (utils/menu-structured-data.ts). */
export function MenuStructuredData({
  category,
  images,
  today,
}: {
  category: MenuName
  images: readonly ImageDocument[]
  today: TodayList
}) {
  const origin = siteOrigin()
  if (origin === '') return null
  return (
    <script type="application/ld+json">
      {jsonLd(menuStructuredData(origin, category, images, today))}
    </script>
  )
}
