import type { MenuName } from '@/config/pages'

interface MenuPageText {
  heading: string
  fallbackAlt: string
  smoothScrollOnOpen: boolean
}

export const MENU_PAGES: Record<MenuName, MenuPageText> = {
  comidas: {
    heading: 'Comidas',
    fallbackAlt: 'Imagen del menú de comidas',
    smoothScrollOnOpen: false,
  },
  helados: {
    heading: 'Helados',
    fallbackAlt: 'Imagen del menú de helados',
    smoothScrollOnOpen: false,
  },
  bebidas: {
    heading: 'Bebidas',
    fallbackAlt: 'Imagen del menú de bebidas',
    smoothScrollOnOpen: true,
  },
}

/** The line a menu's page is shared with ('Compartir'), given the shop's name. */
export const menuShareText = (category: MenuName) => (shop: string) =>
  `¡Mira el menú de ${category} de ${shop}!`
