// The site's public pages, one row each. The route tree, the lazy loading of page code, the
// entry's early reads, the build's first-look HTML files, the navigation and the public layout
// are all derived from this table; the Hosting rewrites in firebase.json are checked against it.
// Adding a page is one row here plus its component (src/app/routes/<name>.tsx for a lazy page).

/** The menus, as the menu feature and the data layer name them. */
export type MenuName = 'comidas' | 'helados' | 'bebidas'

export interface SitePage {
  /** Its address. */
  path: string
  /** Its name in the header's menus and the footer's links. */
  title: string
  /**
   * Lazy: its code (src/app/routes/<name>.tsx) is downloaded when it is opened (or beside the app
   * when a visit starts on it). Otherwise it is a menu, in the app's first download.
   */
  lazy: boolean
  /** The menu it shows: the entry reads its list before the app (its first image in the HTML). */
  menu?: MenuName
  /** Another read the entry starts before the app: the surprise page's newest image. */
  earlyRead?: 'newest-surprise'
  /** Its HTML file carries its first look, painted before any script runs. */
  firstLook: boolean
  /** Where the site links to it: the header's tabs, the header's three-dots menu, the footer's legal links. */
  nav?: 'tabs' | 'more' | 'legal'
  /** The shared opinion form closes the page (pages with their own content go without). */
  opinionForm: boolean
  /** What search engines and link previews read: the `<title>` and the description. */
  head: PageHead
  /** The page whose address search engines keep for this content ('/' shows what '/comidas' does). */
  canonical?: string
  /** Left out of search results and the sitemap (the staff's sign-in). */
  noindex?: boolean
}

export interface PageHead {
  title: string
  description: string
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Comidas',
    lazy: false,
    menu: 'comidas',
    firstLook: true,
    opinionForm: true,
    head: {
      title: 'Heladería en Colón, Putumayo: comidas, helados y bebidas',
      description:
        'Comidas rápidas, helados y bebidas en Colón, Putumayo. Mira el menú, reclama un cono gratis y cuéntanos qué piensas.',
    },
    canonical: '/comidas',
  },
  {
    path: '/comidas',
    title: 'Comidas',
    lazy: false,
    menu: 'comidas',
    firstLook: true,
    nav: 'tabs',
    opinionForm: true,
    head: {
      title: 'Comidas rápidas en Colón, Putumayo | Menú',
      description:
        'Hamburguesas, perros calientes, salchipapas y más: mira el menú de comidas rápidas de la heladería en Colón, Putumayo.',
    },
  },
  {
    path: '/helados',
    title: 'Helados',
    lazy: false,
    menu: 'helados',
    firstLook: true,
    nav: 'tabs',
    opinionForm: true,
    head: {
      title: 'Helados en Colón, Putumayo | Menú',
      description:
        'Conos, copas, malteadas y paletas: mira el menú de helados de la heladería en Colón, Putumayo.',
    },
  },
  {
    path: '/bebidas',
    title: 'Bebidas',
    lazy: false,
    menu: 'bebidas',
    firstLook: true,
    nav: 'tabs',
    opinionForm: true,
    head: {
      title: 'Bebidas en Colón, Putumayo | Menú',
      description:
        'Jugos naturales, limonadas, gaseosas y bebidas calientes: mira el menú de bebidas de la heladería en Colón, Putumayo.',
    },
  },
  {
    path: '/cono-gratis',
    title: 'Reclama un helado gratis',
    lazy: true,
    firstLook: true,
    nav: 'more',
    opinionForm: false,
    head: {
      title: 'Cono gratis | Heladería en Colón, Putumayo',
      description:
        'Sube una historia en cualquier red social, compártenos un pantallazo y gana un cono gratis en la heladería de Colón, Putumayo.',
    },
  },
  {
    path: '/danos-tu-opinion',
    title: 'Danos tu opinion',
    lazy: true,
    firstLook: true,
    nav: 'more',
    opinionForm: false,
    head: {
      title: 'Danos tu opinión | Heladería en Colón, Putumayo',
      description:
        'Cuéntanos qué piensas de nuestras comidas, helados y bebidas. Tu opinión o sugerencia nos ayuda a mejorar.',
    },
  },
  {
    path: '/pagina-misteriosa',
    title: 'Página de sorpresa',
    lazy: true,
    earlyRead: 'newest-surprise',
    firstLook: true,
    nav: 'more',
    opinionForm: false,
    head: {
      title: 'Página misteriosa | Heladería en Colón, Putumayo',
      description:
        'Promociones, retos, actividades y productos de temporada de nuestra heladería en Colón, Putumayo. Entra y descubre la sorpresa del momento.',
    },
  },
  {
    path: '/login',
    title: 'Admin',
    lazy: true,
    firstLook: false,
    opinionForm: true,
    head: {
      title: 'Iniciar sesión | Heladería en Colón, Putumayo',
      description: 'Acceso del personal de la heladería al panel de administración.',
    },
    noindex: true,
  },
  {
    path: '/politica-de-privacidad',
    title: 'Política de privacidad',
    lazy: true,
    firstLook: true,
    nav: 'legal',
    opinionForm: true,
    head: {
      title: 'Política de privacidad | Heladería en Colón, Putumayo',
      description:
        'Qué datos personales tratamos (fotos de clientes y opiniones), para qué, dónde se guardan y cómo ejercer tus derechos según la Ley 1581 de 2012.',
    },
  },
  {
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    lazy: true,
    firstLook: true,
    nav: 'legal',
    opinionForm: true,
    head: {
      title: 'Términos y condiciones | Heladería en Colón, Putumayo',
      description:
        'Condiciones de uso del sitio, de la promoción del cono gratis y de las opiniones. En este sitio no se realizan pagos ni ventas.',
    },
  },
  {
    path: '/politica-de-cookies',
    title: 'Política de cookies',
    lazy: true,
    firstLook: true,
    nav: 'legal',
    opinionForm: true,
    head: {
      title: 'Política de cookies | Heladería en Colón, Putumayo',
      description:
        'Qué guarda este sitio en tu navegador: solo tu elección sobre las cookies y el almacenamiento técnico de Firebase. Sin publicidad ni analítica.',
    },
  },
]

/** A location's path without trailing slashes ('/' stays '/'), as the table spells it. */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'

/** The page's name: its path without the leading slash (its route module's file name). */
export const pageName = (pathname: string): string => pagePath(pathname).slice(1)

/** The row of the page at `pathname`, if it is one of the site's public pages. */
export const sitePageAt = (pathname: string): SitePage | undefined => {
  const path = pagePath(pathname)
  return SITE_PAGES.find((page) => page.path === path)
}

/** The paths of the pages whose HTML file carries their first look. */
export const firstLookPaths = (): string[] =>
  SITE_PAGES.filter((page) => page.firstLook).map((page) => page.path)

/** The links of one place of the navigation, in the table's order. */
export const navLinks = (place: NonNullable<SitePage['nav']>) =>
  SITE_PAGES.filter((page) => page.nav === place).map((page) => ({
    to: page.path,
    label: page.title,
  }))

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
  return {
    ...shown.head,
    canonicalPath: shown.canonical ?? shown.path,
    noindex: page === undefined || page.noindex === true,
  }
}

/** The paths the sitemap lists: every indexed page that is its own canonical address. */
export const sitemapPaths = (): string[] =>
  SITE_PAGES.filter((page) => !page.noindex && (page.canonical ?? page.path) === page.path).map(
    (page) => page.path,
  )
