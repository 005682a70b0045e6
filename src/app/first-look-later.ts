import { showFirstLookAnnouncement } from '@/components/layout/show-announcement'
import { showFirstLookPageActions } from '@/components/share/show-page-actions'
import type { MenuName } from '@/config/pages'
import { followFirstLookToday } from '@/features/menu/first-look/follow-first-look-today'
import { menuStructuredData } from '@/features/menu/utils/menu-structured-data'
import { keptNumbersWaiting } from '@/features/free-cone/first-look/kept-numbers-waiting'
import { followFirstLookNewest } from '@/features/mystery/first-look/follow-first-look-newest'
import { keptOrderWaiting } from '@/features/order/first-look/kept-order-waiting'
import { showFirstLookOrderButtons } from '@/features/order/first-look/show-order-buttons'
import type { ImageDocument } from '@/lib/data/image-document'
import type { MenuContent } from '@/lib/data/menu-images'
import { showFirstLookJsonLd } from '@/lib/seo/first-look-json-ld'
import { siteOrigin } from '@/lib/seo/site-origin'
import { breadcrumbList, iceCreamShop } from '@/lib/seo/structured-data'
import { patchFirstLook } from '@/lib/shop/links'
import type { ShopSettings } from '@/lib/shop/settings'
import { loadShopSettings } from '@/lib/shop/settings-store'
import { whenLoaded } from '@/lib/startup/after-load'
import { whenFacesReady } from '@/lib/startup/fonts-loaded'
import type { AppDemand } from '@/lib/startup/app-demand'

/**
 * The face of the notice's and the buttons' text, ready before they are drawn: a page whose first
 * look has no such text (the surprise page) would draw them in the stand-in font, then move them.
 * The web font of bodyFont alone (fonts-loaded.ts says why).
 */
const PART_FONTS = ['600 1rem Poppins'] as const

/** What stops once the app has replaced the first look. */
export type Stops = (() => void)[]

/** What the page's own read brought to its first look (first-look-alive.ts). */
export type PageRead =
  | { kind: 'menu'; menu: MenuName; content: MenuContent | null }
  | { kind: 'surprise'; image: ImageDocument | null }
  | { kind: 'free-cone' }
  | { kind: 'none' }

/**
 * A menu's first look, with the shop's settings: the rows' 'Agregar' and the menu's structured
 * data, and today's list following the counter. An order under way on this device needs the
 * app (its bar shows at once).
 */
function keepMenuCurrent(
  menu: MenuName,
  content: MenuContent,
  settings: ShopSettings,
  demand: AppDemand,
  stops: Stops,
): void {
  void keptOrderWaiting().then((kept) => {
    if (kept) demand.need('pedido')
  })
  let shown = content
  const draw = () => {
    showFirstLookOrderButtons(shown.today, settings)
    const data = menuStructuredData(siteOrigin(), menu, shown.images, shown.today)
    showFirstLookJsonLd('menu', data)
  }
  draw()
  stops.push(
    followFirstLookToday(menu, shown.today, (today) => {
      shown = { ...shown, today }
      draw()
    }),
  )
}

/** The surprise page's first look: the newest surprise, kept current live. */
function keepSurpriseCurrent(image: ImageDocument, demand: AppDemand, stops: Stops): void {
  stops.push(followFirstLookNewest(image, demand.need))
}

/**
 * The rest of a public page's first look, once its own read is on screen: the shop's settings
 * read (then, never competing with the first image) and put into it, the staff's notice and the
 * floating buttons; after the page's load, structured data for search engines and the page
 * following the shop's changes. Each thing the app would draw the same, in the same place. A
 * free cone's page with numbers kept on this phone needs the app at once ('Tus números').
 */
export async function keepFirstLookCurrent(
  read: PageRead,
  demand: AppDemand,
  stops: Stops,
): Promise<void> {
  if (read.kind === 'free-cone') {
    void keptNumbersWaiting().then((kept) => {
      if (kept) demand.need('numeros')
    })
  }
  const [settings] = await Promise.all([loadShopSettings(), whenFacesReady(PART_FONTS)])
  patchFirstLook(settings)
  showFirstLookAnnouncement(settings)
  showFirstLookPageActions(settings)
  await whenLoaded()
  const origin = siteOrigin()
  showFirstLookJsonLd('migas', breadcrumbList(origin))
  showFirstLookJsonLd('tienda', iceCreamShop(origin, settings))
  if (read.kind === 'menu' && read.content?.images.length) {
    keepMenuCurrent(read.menu, read.content, settings, demand, stops)
  }
  if (read.kind === 'surprise' && read.image) keepSurpriseCurrent(read.image, demand, stops)
}
