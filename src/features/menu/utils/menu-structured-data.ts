import type { MenuName } from '@/config/pages'
import type { ImageDocument } from '@/lib/data/image-document'
import type { TodayList } from '@/lib/data/today-list'
import { readableFileName } from '@/lib/images/readable-file-name'
import { menu } from '@/lib/seo/structured-data'
import { MENU_PAGES } from '../components/menu-pages'

/**
 * The menu's pictures and what they say, and today's items with their price and availability,
 * for search engines (see lib/seo/structured-data.ts): the page and its first look both write it.
 */
export function menuStructuredData(
  origin: string,
  category: MenuName,
  images: readonly ImageDocument[],
  today: TodayList,
) {
  const page = MENU_PAGES[category]
  const pictures = images.map((image) => ({
    name: readableFileName(image.nombre) ?? page.fallbackAlt,
    description: image.descripcion,
    image: image.url,
  }))
  const items = today.items.map((item) => ({
    name: item.nombre,
    ...(item.nota !== '' && { description: item.nota }),
    price: item.precio,
    soldOut: item.agotado,
  }))
  return menu(origin, `Menú de ${page.heading.toLowerCase()}`, `/${category}`, pictures, items)
}
