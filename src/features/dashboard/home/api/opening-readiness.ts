import { AJUSTES_PATH } from '@/lib/data/ajustes'
import { MENU_CATEGORIES, type MenuCategory } from '@/lib/data/image-collections'
import { isShown, toImageDocument } from '@/lib/data/image-document'
import { MENU_READ_LIMIT } from '@/lib/data/menu-images'
import { readDocument, readDocuments } from '@/lib/data/read-documents'
import { blankSettings } from '@/lib/shop/blank-settings'
import { toShopSettings, type ShopSettings } from '@/lib/shop/settings'

/**
 * The settings as the staff saved them, read now: each value as stored, or empty where it is
 * missing or malformed (never the code's default); null when none were ever saved. Rejects when
 * they cannot be read.
 */
export async function fetchSavedSettings(): Promise<ShopSettings | null> {
  const data = await readDocument(AJUSTES_PATH)
  return data && toShopSettings(data, blankSettings())
}

/** A first look at a menu: its first few documents usually hold a picture on show. */
const FIRST_LOOK = 3

/** Whether `menu` shows visitors a picture among its first `limit` documents. */
async function showsPicture(menu: MenuCategory, limit: number): Promise<boolean> {
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
export async function menusWithPictures(): Promise<Set<MenuCategory>> {
  const shown = await Promise.all(
    MENU_CATEGORIES.map(
      async (menu) => (await showsPicture(menu, FIRST_LOOK)) || showsPicture(menu, MENU_READ_LIMIT),
    ),
  )
  return new Set(MENU_CATEGORIES.filter((_, index) => shown[index]))
}
