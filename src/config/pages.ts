// The site's public pages, one row each. The route tree, the lazy loading of page code, the
// entry's early reads, the build's first-look HTML files, the navigation and the public layout
// are all derived from this table; the Hosting rewrites in firebase.json are checked against it.
// Adding a page is one row here, its head in page-heads.ts and its component
// (src/app/routes/<name>.tsx for a lazy page).

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
  /**
   * What this phone may keep of an earlier visit that only the app shows: the free cone's
   * numbers ('Tus números'). When there is some, the first look starts the app at once.
   */
  keptState?: 'free-cone-numbers'
  /** Its HTML file carries its first look, painted before any script runs. */
  firstLook: boolean
  /** Where the site links to it: the header's tabs, the header's three-dots menu, the footer's legal links. */
  nav?: 'tabs' | 'more' | 'legal'
  /** Linked only while the shop has this setting on (Tienda): 'sellos', the stamp card. */
  navWhen?: 'sellos'
  /** The shared opinion form closes the page (pages with their own content go without). */
  opinionForm: boolean
  /** The page whose address search engines keep for this content ('/' shows what '/comidas' does). */
  canonical?: string
  /** Left out of search results and the sitemap (the staff's sign-in). */
  noindex?: boolean
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Comidas',
    lazy: false,
    menu: 'comidas',
    firstLook: true,
    opinionForm: true,
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
  },
  {
    path: '/helados',
    title: 'Helados',
    lazy: false,
    menu: 'helados',
    firstLook: true,
    nav: 'tabs',
    opinionForm: true,
  },
  {
    path: '/bebidas',
    title: 'Bebidas',
    lazy: false,
    menu: 'bebidas',
    firstLook: true,
    nav: 'tabs',
    opinionForm: true,
  },
  {
    path: '/cono-gratis',
    title: 'Reclama un helado gratis',
    lazy: true,
    keptState: 'free-cone-numbers',
    firstLook: true,
    nav: 'more',
    opinionForm: false,
  },
  {
    path: '/danos-tu-opinion',
    title: 'Danos tu opinion',
    lazy: true,
    firstLook: true,
    nav: 'more',
    opinionForm: false,
  },
  {
    path: '/pagina-misteriosa',
    title: 'Página de sorpresa',
    lazy: true,
    earlyRead: 'newest-surprise',
    firstLook: true,
    nav: 'more',
    opinionForm: false,
  },
  {
    path: '/tarjeta-de-sellos',
    title: 'Tarjeta de sellos',
    lazy: true,
    firstLook: false,
    nav: 'more',
    navWhen: 'sellos',
    opinionForm: false,
    noindex: true,
  },
  {
    path: '/login',
    title: 'Admin',
    lazy: true,
    firstLook: false,
    opinionForm: true,
    noindex: true,
  },
  {
    path: '/politica-de-privacidad',
    title: 'Política de privacidad',
    lazy: true,
    firstLook: true,
    nav: 'legal',
    opinionForm: true,
  },
  {
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    lazy: true,
    firstLook: true,
    nav: 'legal',
    opinionForm: true,
  },
  {
    path: '/politica-de-cookies',
    title: 'Política de cookies',
    lazy: true,
    firstLook: true,
    nav: 'legal',
    opinionForm: true,
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
    when: page.navWhen,
  }))

/** The paths the sitemap lists: every indexed page that is its own canonical address. */
export const sitemapPaths = (): string[] =>
  SITE_PAGES.filter((page) => !page.noindex && (page.canonical ?? page.path) === page.path).map(
    (page) => page.path,
  )
