import type { MenuName } from '@/config/pages'
import { MENU_CATEGORIES } from '@/lib/data/image-collections'
import { isShown, toImageDocument } from '@/lib/data/image-document'
import { MENU_READ_LIMIT } from '@/lib/data/menu-images'
import { readDocuments } from '@/lib/data/read-documents'

/** A first look at a menu: its first few documents usually hold a picture on show. */
const FIRST_LOOK = 3

/** Whether `menu` shows visitors a picture among its first `limit` documents. */
async function showsPicture(menu: MenuName, limit: number): Promise<boolean> {
  const documents = await readDocuments({ collection: menu, limit })
  return documents.some(({ id, data }) => {
    const image = toImageDocument(id, data)
    return image !== null && isShown(image)
  })
}

/**
 * The menus that show visitors at least one picture (a hidden one does not count): a few
 * documents each (Inicio opens many times a day), the whole menu only where those show none.
 */
export async function menusWithPictures(): Promise<Set<MenuName>> {
  const shown = await Promise.all(
    MENU_CATEGORIES.map(
      async (menu) => (await showsPicture(menu, FIRST_LOOK)) || showsPicture(menu, MENU_READ_LIMIT),
    ),
  )
  return new Set(MENU_CATEGORIES.filter((_, index) => shown[index]))
}
