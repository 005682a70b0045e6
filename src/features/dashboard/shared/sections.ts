import type { MenuName } from '@/config/pages'
import { MENU_CATEGORIES, type ImageCollection } from '@/lib/data/image-collections'

/** Every collection of images the dashboard manages (cono-gratis is the Clientes list). */
export type ManagedCollection = ImageCollection | 'cono-gratis'

/** The dashboard's image lists, in menu order. */
export const SECTION_KEYS = ['comidas', 'helados', 'bebidas', 'misterio', 'clientes'] as const
export type SectionKey = (typeof SECTION_KEYS)[number]

interface SectionBase {
  key: SectionKey
  /** Name in the menu and heading of the list. */
  label: string
  collection: ManagedCollection
  listPath: string
}

/** A list whose images are created and edited here. */
export interface EditableSection extends SectionBase {
  collection: ImageCollection
  /** Base of the create (`/crear`) and edit (`/{id}`) screens. */
  itemsPath: string
}

/** A list that only shows and deletes (the customers' free-cone images). */
export interface DeleteOnlySection extends SectionBase {
  itemsPath: null
}

export type Section = EditableSection | DeleteOnlySection

export const SECTIONS = {
  comidas: {
    key: 'comidas',
    label: 'Comidas',
    collection: 'comidas',
    listPath: '/dashboard/comidas',
    itemsPath: '/dashboard/menu',
  },
  helados: {
    key: 'helados',
    label: 'Helados',
    collection: 'helados',
    listPath: '/dashboard/helados',
    itemsPath: '/dashboard/helados',
  },
  bebidas: {
    key: 'bebidas',
    label: 'Bebidas',
    collection: 'bebidas',
    listPath: '/dashboard/bebidas',
    itemsPath: '/dashboard/bebidas',
  },
  misterio: {
    key: 'misterio',
    label: 'Misterio',
    collection: 'misterio',
    listPath: '/dashboard/misterio',
    itemsPath: '/dashboard/misterio',
  },
  clientes: {
    key: 'clientes',
    label: 'Clientes',
    collection: 'cono-gratis',
    listPath: '/dashboard/clientes',
    itemsPath: null,
  },
} as const satisfies Record<SectionKey, Section>

/** The staff's home screen: today at a glance, first in the panel's menu. */
export const HOME_PATH = '/dashboard/inicio'
export const OPINIONS_PATH = '/dashboard/opiniones'
/** The editor of today's lists ('Hoy en la carta'). */
export const TODAY_PATH = '/dashboard/hoy'
export const STAMPS_PATH = '/dashboard/sellos'
export const SHOP_PATH = '/dashboard/tienda'

export const isEditable = (section: Section): section is EditableSection =>
  section.itemsPath !== null

/** A public menu's list (not misterio's, whose page shows the newest image). */
export type MenuSection = EditableSection & { collection: MenuName }

/** The lists whose images the staff arrange and describe for the public menu. */
export const isMenuSection = (section: Section): section is MenuSection =>
  (MENU_CATEGORIES as readonly string[]).includes(section.collection)
