import type { ImageDocument } from './image-document'

export const MENU_CATEGORIES = ['comidas', 'helados', 'bebidas'] as const
export type MenuCategory = (typeof MENU_CATEGORIES)[number]
/** The collections of images: the three menus and the surprise page's. */
export type ImageCollection = MenuCategory | 'misterio'

export type MenuImage = ImageDocument
