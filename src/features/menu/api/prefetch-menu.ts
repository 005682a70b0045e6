import type { MenuName } from '@/config/pages'
import { keepMenuRead, prefetchMenuImages, type MenuContent } from '@/lib/data/menu-images'
import { preloadImage } from '@/lib/images/preload-image'
import { whenFacesReady } from '@/lib/startup/fonts-loaded'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { MENU_PAGES } from '../components/menu-pages'
import { showFirstImage } from '../first-look/first-image-preview'
import { FIRST_IMAGE_SLOT } from '../first-look/first-image-slot'
import { showLaterImages } from '../first-look/show-later-images'
import { showTodayList } from '../first-look/show-today-list'
import { TODAY_LIST_FONTS } from '../today/today-list-view'
import { menuImageAlt } from '../utils/menu-image-alt'

/**
 * Starts reading a menu as the page opens, and shows it as soon as the list is known: in the
 * page's first look when it has one (today's list, the first image, then the pictures below it:
 * the app takes that read over whenever it starts), else it fetches the first image ahead of the
 * app. Resolves once that image has loaded or failed, or when there is none, with what was read
 * (null when the read failed).
 */
export async function prefetchMenu(
  category: MenuName,
  doc: Document = document,
): Promise<MenuContent | null> {
  const content = await prefetchMenuImages(category)
  const [first, ...later] = content?.images ?? []
  if (!content || !first) return content
  const alt = menuImageAlt(first, MENU_PAGES[category].fallbackAlt)
  if (!doc.querySelector(`[${FIRST_IMAGE_SLOT}]`)) {
    preloadImage(first, MENU_IMAGE_SIZES, doc)
    return content
  }
  keepMenuRead(category)
  // Drawn with the first image, in the same frame, its faces ready: the list above never pushes
  // the image down later, nor moves when a face arrives.
  await whenFacesReady(TODAY_LIST_FONTS, doc)
  showTodayList(category, content.today, doc)
  await showFirstImage(first, alt, doc)
  showLaterImages(category, later, doc)
  return content
}
