import type { MenuName } from '@/config/pages'
import type { ImageDocument } from './image-document'

/** The menus' collections, named as the page table names the menus. */
export const MENU_CATEGORIES = ['comidas', 'helados', 'bebidas'] as const satisfies MenuName[]
export type MenuCategory = MenuName
/** The collections of images: the three menus and the surprise page's. */
export type ImageCollection = MenuCategory | 'misterio'

/** One picture as a menu or the surprise page shows it (the component that draws one is MenuImage). */
export type PictureRecord = ImageDocument
