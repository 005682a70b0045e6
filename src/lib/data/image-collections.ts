import type { MenuName } from '@/config/pages'

/** The menus' collections, named as the page table names the menus. */
export const MENU_CATEGORIES = ['comidas', 'helados', 'bebidas'] as const satisfies MenuName[]
/** The collections of images: the three menus and the surprise page's. */
export type ImageCollection = MenuName | 'misterio'
