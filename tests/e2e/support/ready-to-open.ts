import { expect, type Page } from '@playwright/test'
import { DEMO_CONTACT } from '../../../scripts/seed/demo-contact.mjs'
import { DEMO_ORDER_SETTINGS } from '../../../scripts/seed/order-settings.mjs'

// A shop getting ready to open: what a visitor must never see before the shop saved its own
// details (the demo's numbers stand for any example number), and the staff's 'Lista para abrir'.

/** '3001234567' as the payment block shows it: '300 123 4567'. */
const spaced = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`

/** The demo's contact, as any page or script could carry it. */
export const EXAMPLE_CONTACT = [
  DEMO_CONTACT.telefono,
  DEMO_CONTACT.telefono.replace(/\s+/g, ''),
  DEMO_CONTACT.whatsapp,
  DEMO_CONTACT.email,
]
/** And the demo's payment numbers, as a page could show them. */
const EXAMPLES = [
  ...EXAMPLE_CONTACT,
  DEMO_ORDER_SETTINGS.nequi,
  DEMO_ORDER_SETTINGS.daviplata,
  spaced(DEMO_ORDER_SETTINGS.nequi),
  spaced(DEMO_ORDER_SETTINGS.daviplata),
]
export const examplesIn = (text: string, examples = EXAMPLES) =>
  examples.filter((example) => text.includes(example))

/** A chat with the shop's WhatsApp number (not 'Compartir''s chat picker, wa.me/?text=…). */
export const WHATSAPP_CHAT = 'a[href*="wa.me/"]:not([href*="wa.me/?"])'
/** The links a shop's contact makes: a call, an email, a WhatsApp chat. */
export const CONTACT_LINKS = `a[href^="tel:"], a[href^="mailto:"], ${WHATSAPP_CHAT}`

/**
 * What a visitor sees now: no example number, no contact link (of those given), no payment
 * block, no order.
 */
export async function expectNoExampleContact(page: Page, links = CONTACT_LINKS) {
  expect(examplesIn(await page.locator('body').innerText())).toEqual([])
  await expect(page.locator(links).filter({ visible: true })).toHaveCount(0)
  await expect(page.locator('[data-pago]').filter({ visible: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pedir por WhatsApp' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Agregar / })).toHaveCount(0)
}

/** Waits for the home screen's reads of the three menus' pictures ('Lista para abrir'). */
export function menuReads(page: Page) {
  return Promise.all(
    ['comidas', 'helados', 'bebidas'].map((menu) =>
      page.waitForResponse((response) =>
        new RegExp(`/documents/${menu}\\?.*pageSize=`).test(response.url()),
      ),
    ),
  )
}

/** Lets the page draw what its last answers brought. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
  )

export { visitorContext } from './project-context'

export const checklist = (page: Page) => page.getByRole('region', { name: 'Lista para abrir' })
/** The checklist's lines are these, in this order (waits for the reads to arrive). */
export const expectChecklist = (page: Page, lines: string[]) =>
  expect(checklist(page).getByRole('link')).toHaveText(lines)
