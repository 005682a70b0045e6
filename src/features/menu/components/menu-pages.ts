import type { MenuCategory } from '@/lib/data/image-collections'

interface MenuPageText {
  heading: string
  title: string
  description: string
  fallbackAlt: string
  smoothScrollOnOpen: boolean
}

export const MENU_PAGES: Record<MenuCategory, MenuPageText> = {
  comidas: {
    heading: 'Comidas',
    title: 'Comidas rápidas en Colón, Putumayo | Menú',
    description:
      'Hamburguesas, perros calientes, salchipapas y más: mira el menú de comidas rápidas de la heladería en Colón, Putumayo.',
    fallbackAlt: 'Imagen del menú de comidas',
    smoothScrollOnOpen: false,
  },
  helados: {
    heading: 'Helados',
    title: 'Helados en Colón, Putumayo | Menú',
    description:
      'Conos, copas, malteadas y paletas: mira el menú de helados de la heladería en Colón, Putumayo.',
    fallbackAlt: 'Imagen del menú de helados',
    smoothScrollOnOpen: false,
  },
  bebidas: {
    heading: 'Bebidas',
    title: 'Bebidas en Colón, Putumayo | Menú',
    description:
      'Jugos naturales, limonadas, gaseosas y bebidas calientes: mira el menú de bebidas de la heladería en Colón, Putumayo.',
    fallbackAlt: 'Imagen del menú de bebidas',
    smoothScrollOnOpen: true,
  },
}
