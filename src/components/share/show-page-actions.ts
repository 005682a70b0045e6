import { SITE_PAGES, type MenuName } from '@/config/pages'
import { menuOrderGreeting, whatsappChat } from '@/lib/shop/links'
import type { ShopSettings } from '@/lib/shop/settings'
import { shareableAddress, sharePage, whatsappShareHref } from '@/lib/share/share-page'
import { showFirstLookPart } from '@/lib/startup/first-look-part'
import { ANSWERS_NOW } from '@/lib/startup/taps-before-app'

/** The first look's floating buttons (first-look-page-actions.tsx). */
export const PAGE_ACTIONS_PART = 'page-actions'

/** Stands for the shop's name in the share line the build writes (the staff may change it). */
export const SHOP_NAME = '{nombre}'

const isMenu = (value: string | undefined): value is MenuName =>
  SITE_PAGES.some((page) => page.menu !== undefined && page.menu === value)

/**
 * 'Compartir' as the app's (share-button.tsx): the phone's own share sheet where it has one,
 * otherwise, or when the sheet fails, WhatsApp's chat picker.
 */
async function share(text: string, win: Window): Promise<void> {
  const page = { title: win.document.title, text, url: shareableAddress(win.location) }
  const outcome = await sharePage(page, win.navigator)
  if (outcome === 'failed') win.open(whatsappShareHref(page), '_blank', 'noopener')
}

/**
 * Draws the page's floating buttons in its first look, with the shop's settings: 'Pedir por
 * WhatsApp' on a menu while the shop has a WhatsApp number, and 'Compartir', which works without
 * the app. Fixed in a corner: their arrival moves nothing.
 */
export function showFirstLookPageActions(settings: ShopSettings, doc: Document = document): void {
  const actions = showFirstLookPart(PAGE_ACTIONS_PART, '[data-first-look] main', doc)
  if (!actions) return
  const win = doc.defaultView ?? window
  const { menu, shareText = '' } = actions.dataset
  const order = actions.querySelector<HTMLAnchorElement>('[data-pedir-whatsapp]')
  if (order && isMenu(menu) && settings.whatsapp !== '') {
    order.href = whatsappChat(settings, menuOrderGreeting(settings, menu))
  } else order?.remove()
  const text = shareText.replaceAll(SHOP_NAME, settings.nombre)
  const button = actions.querySelector<HTMLElement>(`[${ANSWERS_NOW}]`)
  if (button) button.onclick = () => void share(text, win).catch(() => undefined)
}
