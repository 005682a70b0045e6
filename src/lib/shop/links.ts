import type { MenuName } from '@/config/pages'
import { SHOP_TOWN, type ShopSettings } from './settings'

/** The address as one line: 'Calle 3 Cra 9 Barrio Centro, Colón, Putumayo'. */
export const fullAddress = (settings: ShopSettings) =>
  `${settings.direccion}, ${SHOP_TOWN.locality}, ${SHOP_TOWN.region}`

/** The greeting a WhatsApp chat opens with. */
export const whatsappGreeting = (settings: ShopSettings) =>
  `¡Hola, ${settings.nombre}! Tengo una pregunta.`

/** The greeting an order from a menu opens with: the visitor writes the order after it. */
export const menuOrderGreeting = (settings: ShopSettings, menu: MenuName) =>
  `¡Hola, ${settings.nombre}! Vi el menú de ${menu} en la página y quiero pedir: `

/** A WhatsApp chat with the shop, `greeting` already typed. */
export const whatsappChat = (settings: ShopSettings, greeting: string) =>
  `https://wa.me/${settings.whatsapp}?text=${encodeURIComponent(greeting)}`

/** The links a shop detail opens, as the app and the first look's patch write them. */
export const SHOP_HREFS = {
  tel: (settings: ShopSettings) => `tel:${settings.telefono.replace(/\s+/g, '')}`,
  mailto: (settings: ShopSettings) => `mailto:${settings.email}`,
  enlaces: (settings: ShopSettings) => settings.enlacesUrl || '/',
  whatsapp: (settings: ShopSettings) => whatsappChat(settings, whatsappGreeting(settings)),
  mapa: (settings: ShopSettings) =>
    settings.mapaUrl ||
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(settings))}`,
} as const

/** The texts the first look marks, so the entry can put in the staff's current value. */
export const SHOP_TEXTS = {
  nombre: (settings: ShopSettings) => settings.nombre,
  telefono: (settings: ShopSettings) => settings.telefono,
  email: (settings: ShopSettings) => settings.email,
  direccion: fullAddress,
  /** The stamp card: 'si' while on (its menu entry shows), '' while off. */
  sellos: (settings: ShopSettings) => settings.sellos,
} as const
export type ShopText = keyof typeof SHOP_TEXTS

const isKey = <T extends object>(
  table: T,
  key: string | undefined,
): key is Extract<keyof T, string> => key !== undefined && Object.hasOwn(table, key)

/**
 * Puts the staff's current values into the page's first look (built with the defaults, which
 * have no phone or email), before the spinner lifts: each element marked `data-ajuste` (its
 * text) or `data-ajuste-href` (its link), and those shown only while the shop has a detail
 * (`data-ajuste-si`) or only while it has not (`data-ajuste-no`).
 */
export function patchFirstLook(settings: ShopSettings, root: ParentNode = document): void {
  const marked = '[data-ajuste],[data-ajuste-href],[data-ajuste-si],[data-ajuste-no]'
  for (const element of root.querySelectorAll<HTMLElement>(marked)) {
    const { ajuste, ajusteHref, ajusteSi, ajusteNo } = element.dataset
    // Only what differs is written: an unchanged page is not laid out again on a slow phone.
    const text = isKey(SHOP_TEXTS, ajuste) ? SHOP_TEXTS[ajuste](settings) : null
    if (text !== null && element.textContent !== text) element.textContent = text
    const href = isKey(SHOP_HREFS, ajusteHref) ? SHOP_HREFS[ajusteHref](settings) : null
    if (href !== null && element.getAttribute('href') !== href) element.setAttribute('href', href)
    const detail = ajusteSi ?? ajusteNo
    if (isKey(SHOP_TEXTS, detail)) {
      const hidden = (SHOP_TEXTS[detail](settings) === '') === (ajusteSi !== undefined)
      if (element.hidden !== hidden) element.hidden = hidden
    }
  }
}
