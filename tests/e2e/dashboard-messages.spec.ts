import { expect, test, type Locator, type Page } from '@playwright/test'
import { FieldValue } from 'firebase-admin/firestore'
import { db, openFromPanel, signInAsAdmin, snackbar } from './support/admin-dashboard'
import { reviewShot } from './support/review-shots'
import { SHOP_DEFAULTS } from './support/shop-defaults'

// A message at the bottom of the panel (fixed above the phone's tab bar) never hides the page's
// last buttons: scrolled to its end, the page leaves them above the message.

/**
 * Keeps the message on screen (the pointer over it pauses its timer), scrolls the page to its
 * end and names every button of the page that the message covers.
 */
async function buttonsUnder(page: Page, message: Locator): Promise<string[]> {
  await message.hover()
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    const shown = document.querySelector('.MuiSnackbar-root')
    if (!shown) throw new Error('No message on screen')
    const cover = shown.getBoundingClientRect()
    const main = document.querySelector('main')
    if (!main) throw new Error('No main')
    return Array.from(main.querySelectorAll('button'))
      .filter((button) => !shown.contains(button))
      .filter((button) => {
        const box = button.getBoundingClientRect()
        return (
          box.height > 0 &&
          box.bottom > cover.top &&
          box.top < cover.bottom &&
          box.right > cover.left &&
          box.left < cover.right
        )
      })
      .map((button) => button.textContent || (button.getAttribute('aria-label') ?? '?'))
  })
}

const hiddenBebidas = async () =>
  (await db.collection('bebidas').where('oculto', '==', true).get()).docs.map((doc) => doc.id)

test.describe('messages at the bottom of the panel', () => {
  test("a message leaves the last image's buttons reachable", async ({ page }, testInfo) => {
    await signInAsAdmin(page)
    await page.goto('/dashboard/bebidas')
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards.first().getByRole('button', { name: 'Eliminar' })).toBeVisible()
    const last = cards.last()
    const hiddenBefore = await hiddenBebidas()
    try {
      await last.getByRole('button', { name: /^(Ocultar|Mostrar)$/ }).click()
      const message = page.getByRole('alert').filter({ hasText: /^Imagen (oculta|visible)/ })
      await expect(message).toBeVisible()
      expect(await buttonsUnder(page, message)).toEqual([])
      // The last card's buttons are on screen, above the message.
      await expect(last.getByRole('button', { name: 'Eliminar' })).toBeInViewport()
      await reviewShot(page, testInfo, 'message-over-last-image')
    } finally {
      for (const id of await hiddenBebidas()) {
        if (!hiddenBefore.includes(id)) {
          await db.collection('bebidas').doc(id).update({ oculto: FieldValue.delete() })
        }
      }
    }
  })

  test("a message leaves 'Guardar cambios' reachable on the Tienda screen", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page)
    await openFromPanel(page, 'Tienda')
    const phone = page.getByRole('textbox', { name: 'Teléfono' })
    await expect(phone).toBeVisible()
    try {
      await phone.fill('+57 311 555 0101')
      await page.getByRole('button', { name: 'Guardar cambios' }).click()
      const message = snackbar(page, 'Cambios guardados')
      await expect(message).toBeVisible()
      expect(await buttonsUnder(page, message)).toEqual([])
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeInViewport()
      await reviewShot(page, testInfo, 'message-over-tienda')
    } finally {
      await db.doc('ajustes/tienda').set(SHOP_DEFAULTS)
    }
  })
})
