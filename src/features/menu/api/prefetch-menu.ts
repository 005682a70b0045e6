import type { MenuName } from '@/config/pages'
import { prefetchMenuImages } from '@/lib/data/menu-images'
import { preloadImage } from '@/lib/images/preload-image'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { MENU_PAGES } from '../components/menu-pages'
import { showFirstImage } from '../first-look/first-image-preview'
import { showTodayList } from '../first-look/show-today-list'
import { menuImageAlt } from '../utils/menu-image-alt'

/**
 * Starts reading a menu as the page opens, and shows its first image as soon as the list is
 * known: in the page's first look when it has one (before the app runs), else it fetches it
 * ahead of the app. Resolves once that image has loaded or failed, or when there is none.
 */
export async function prefetchMenu(category: MenuName, doc: Document = document) {
  const content = await prefetchMenuImages(category)
  const first = content?.images[0]
  if (!content || !first) return
  // Drawn with the first image, in the same frame: the list above never pushes it down later.
  showTodayList(category, content.today, doc)
  const shown = showFirstImage(first, menuImageAlt(first, MENU_PAGES[category].fallbackAlt), doc)
  if (shown) await shown
  else preloadImage(first, MENU_IMAGE_SIZES, doc)
}
