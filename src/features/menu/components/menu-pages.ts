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
