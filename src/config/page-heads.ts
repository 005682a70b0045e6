// What search engines and link previews read of each public page (its `<title>` and description),
// by the page's path in the page table (pages.ts). Apart from the table: the app needs it only
// when the visitor moves to another page (a page's HTML file already carries its own head), so it
// is not part of any page's first download.

import { sitePageAt } from './pages'

export interface PageHead {
  title: string
  description: string
}

export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/': {
    title: 'Heladería en Colón, Putumayo: comidas, helados y bebidas',
    description:
      'Comidas rápidas, helados y bebidas en Colón, Putumayo. Mira el menú, reclama un cono gratis y cuéntanos qué piensas.',
  },
  '/comidas': {
    title: 'Comidas rápidas en Colón, Putumayo | Menú',
    description:
      'Hamburguesas, perros calientes, salchipapas y más: mira el menú de comidas rápidas de la heladería en Colón, Putumayo.',
  },
  '/helados': {
    title: 'Helados en Colón, Putumayo | Menú',
    description:
      'Conos, copas, malteadas y paletas: mira el menú de helados de la heladería en Colón, Putumayo.',
  },
  '/bebidas': {
    title: 'Bebidas en Colón, Putumayo | Menú',
    description:
      'Jugos naturales, limonadas, gaseosas y bebidas calientes: mira el menú de bebidas de la heladería en Colón, Putumayo.',
  },
  '/cono-gratis': {
    title: 'Cono gratis | Heladería en Colón, Putumayo',
    description:
      'Sube una historia en cualquier red social, compártenos un pantallazo y gana un cono gratis en la heladería de Colón, Putumayo.',
  },
  '/danos-tu-opinion': {
    title: 'Danos tu opinión | Heladería en Colón, Putumayo',
    description:
      'Cuéntanos qué piensas de nuestras comidas, helados y bebidas. Tu opinión o sugerencia nos ayuda a mejorar.',
  },
  '/pagina-misteriosa': {
    title: 'Página misteriosa | Heladería en Colón, Putumayo',
    description:
      'Promociones, retos, actividades y productos de temporada de nuestra heladería en Colón, Putumayo. Entra y descubre la sorpresa del momento.',
  },
  '/tarjeta-de-sellos': {
    title: 'Tarjeta de sellos | Heladería en Colón, Putumayo',
    description:
      'Tu tarjeta de sellos en el teléfono, sin app ni registro: junta sellos en cada compra y recibe tu premio en la heladería de Colón, Putumayo.',
  },
  '/login': {
    title: 'Iniciar sesión | Heladería en Colón, Putumayo',
    description: 'Acceso del personal de la heladería al panel de administración.',
  },
  '/politica-de-privacidad': {
    title: 'Política de privacidad | Heladería en Colón, Putumayo',
    description:
      'Qué datos personales tratamos (fotos de clientes y opiniones), para qué, dónde se guardan y cómo ejercer tus derechos según la Ley 1581 de 2012.',
  },
  '/terminos-y-condiciones': {
    title: 'Términos y condiciones | Heladería en Colón, Putumayo',
    description:
      'Condiciones de uso del sitio, de la promoción del cono gratis y de las opiniones. En este sitio no se realizan pagos ni ventas.',
  },
  '/politica-de-cookies': {
    title: 'Política de cookies | Heladería en Colón, Putumayo',
    description:
      'Qué guarda este sitio en tu navegador: solo tu elección sobre las cookies y el almacenamiento técnico de Firebase. Sin publicidad ni analítica.',
  },
}

/** What a page's head says, and where search engines should look for it. */
export interface PageHeadAt extends PageHead {
  /** The path of the address search engines keep. */
  canonicalPath: string
  noindex: boolean
}

/** The head of the page at `pathname`. Unknown addresses show the Comidas menu, unindexed. */
export function pageHeadAt(pathname: string): PageHeadAt {
  const page = sitePageAt(pathname)
  const shown = page ?? sitePageAt('/comidas')
  if (!shown) throw new Error('The page table has no /comidas')
  const head = PAGE_HEADS[shown.path]
  if (!head) throw new Error(`page-heads.ts has no head for ${shown.path}`)
  return {
    ...head,
    canonicalPath: shown.canonical ?? shown.path,
    noindex: page === undefined || page.noindex === true,
  }
}
