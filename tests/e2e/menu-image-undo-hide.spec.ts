import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { confirmDeletion, db, signInAsAdmin, snackbar } from './support/admin-dashboard'
import {
  documentExists,
  filesLeft,
  plantMenuImage,
  removePlanted,
  type PlantedImage,
} from './support/menu-images'
import { visitorContext } from './support/project-context'
import { reviewShot } from './support/review-shots'
import {
  addNewerMysteryImage,
  anotherStoredImageUrl,
  newestMysteryImage,
  removeMysteryImage,
} from './support/mystery'
import { ONE_SIZE } from './support/one-size'
import { seriousViolations } from './support/accessibility'

// Slow by design (about 10 s a test): deletions wait out the dashboard's 6 s 'Deshacer' window,
// and the test without a signal waits out the 15 s save time, then 5 s more to see that no
// write lands late. Both times are the dashboard's own; a shorter wait would prove nothing.

/** How long 'Deshacer' is offered (the dashboard's UNDO_WINDOW_MS). */
const UNDO_WINDOW_MS = 6000

/** What a staff save without an answer waits before it gives up (SAVE_TIMEOUT_MS). */
const SAVE_TIMEOUT_MS = 15_000

const MYSTERY_ALT = 'Imagen misteriosa: la sorpresa del momento'

const card = (page: Page, image: PlantedImage) =>
  page.getByRole('main').getByRole('listitem', { name: image.nombre })

/** A visitor who never came before (no saved menu, no service worker), at the project's size. */
async function freshVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await visitorContext(browser, testInfo)
  return context.newPage()
}

/** How many images of a menu visitors may see now: those with a url, not hidden. */
async function shownCount(collection: string): Promise<number> {
  const snapshot = await db.collection(collection).get()
  return snapshot.docs.filter(
    (doc) => typeof doc.get('url') === 'string' && doc.get('oculto') !== true,
  ).length
}

/** The alt texts of a public menu's images, once the page has drawn all it should. */
async function menuAlts(visitor: Page, collection: string): Promise<string[]> {
  const expected = await shownCount(collection)
  await visitor.goto(`/${collection}`)
  const images = visitor.getByRole('main').getByRole('listitem').getByRole('img')
  await expect(images).toHaveCount(expected)
  return images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt') ?? ''))
}

test.describe('a dashboard that forgives: Deshacer and Ocultar', () => {
  test.describe.configure({ timeout: 90_000 })

  test("'Eliminar' then 'Deshacer' keeps the image, its document and its stored files", async ({
    page,
  }, testInfo) => {
    const image = await plantMenuImage('helados', testInfo, 'deshacer')
    try {
      // The page's clock runs as usual, and can be moved on past the window at will.
      await page.clock.install()
      await signInAsAdmin(page)
      await page.goto('/dashboard/helados')
      await expect(card(page, image)).toBeVisible()

      // The specification's question first; once answered, the snackbar is the way back.
      await card(page, image).getByRole('button', { name: 'Eliminar' }).click()
      await confirmDeletion(page)
      await expect(card(page, image)).toHaveCount(0)
      // The specification's success message, letter for letter, with 'Deshacer' beside it.
      const undoMessage = snackbar(page, 'Imagen eliminada con éxito')
      await expect(undoMessage).toHaveText(/^Imagen eliminada con éxito\s*Deshacer$/)
      const undo = undoMessage.getByRole('button', { name: 'Deshacer' })
      await expect(undo).toBeFocused()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // Big enough for a finger, and clear of the phone's tab bar.
      const box = await undo.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      await reviewShot(page, testInfo, 'undo-snackbar')
      // Nothing is deleted while 'Deshacer' is offered.
      expect(await documentExists(image)).toBe(true)
      expect(await filesLeft(image)).toBe(2)

      await undo.click()
      await expect(card(page, image)).toBeVisible()
      await expect(undoMessage).toHaveCount(0)
      // Well past the window: still nothing is deleted, here or on a fresh load of the list.
      await page.clock.fastForward(UNDO_WINDOW_MS * 3)
      await page.reload()
      await expect(card(page, image)).toBeVisible()
      expect(await documentExists(image)).toBe(true)
      expect(await filesLeft(image)).toBe(2)
      const stored = (await db.collection('helados').doc(image.id).get()).data()
      expect(stored?.descripcion).toBe(image.descripcion)
      expect(stored).not.toHaveProperty('oculto')
    } finally {
      await removePlanted(image)
    }
  })

  // It waits out the whole undo window: at the phone's size only ('Deshacer' and its snackbar are
  // checked at both sizes above).
  test(
    "'Eliminar' without 'Deshacer' removes the document and its files once the time has passed",
    ONE_SIZE,
    async ({ page }, testInfo) => {
      const image = await plantMenuImage('bebidas', testInfo, 'eliminar')
      try {
        await signInAsAdmin(page)
        await page.goto('/dashboard/bebidas')
        await card(page, image).getByRole('button', { name: 'Eliminar' }).click()
        await confirmDeletion(page)
        const undoMessage = snackbar(page, 'Imagen eliminada con éxito')
        await expect(undoMessage).toBeVisible()
        const askedAt = Date.now()
        expect(await documentExists(image)).toBe(true)
        // The snackbar and its button, checked while they are on screen (the window is long enough).
        expect(await seriousViolations(page)).toEqual([])

        // The snackbar leaves when the time is up, then the document and the files go.
        await expect(undoMessage).toHaveCount(0, { timeout: UNDO_WINDOW_MS + 10_000 })
        expect(Date.now() - askedAt).toBeGreaterThanOrEqual(UNDO_WINDOW_MS - 1000)
        await expect.poll(() => documentExists(image), { timeout: 20_000 }).toBe(false)
        await expect.poll(() => filesLeft(image), { timeout: 20_000 }).toBe(0)
        await expect(card(page, image)).toHaveCount(0)
      } finally {
        await removePlanted(image)
      }
    },
  )

  test("'Ocultar' takes an image off the public menu, 'Mostrar' brings it back", async ({
    page,
    browser,
  }, testInfo) => {
    const image = await plantMenuImage('helados', testInfo, 'ocultar')
    const visitors: Page[] = []
    const visit = async () => {
      const visitor = await freshVisitor(browser, testInfo)
      visitors.push(visitor)
      return menuAlts(visitor, 'helados')
    }
    try {
      expect(await visit()).toContain(image.descripcion)

      await signInAsAdmin(page)
      await page.goto('/dashboard/helados')
      const shown = card(page, image)
      await shown.getByRole('button', { name: 'Ocultar' }).click()
      await expect(snackbar(page, 'Imagen oculta')).toBeVisible()
      await expect(shown.getByText('Oculta', { exact: true })).toBeVisible()
      await expect(shown.getByText(/No se ve en la página/)).toBeVisible()
      await expect(page.getByText(/· 1 oculta$/)).toBeVisible()
      await expect
        .poll(async () => (await db.collection('helados').doc(image.id).get()).get('oculto'))
        .toBe(true)
      // The card in full, once the message has gone (a pointer resting on it would keep it).
      await page.mouse.move(0, 0)
      await expect(snackbar(page, 'Imagen oculta')).toHaveCount(0, { timeout: 10_000 })
      await shown.evaluate((node) => node.scrollIntoView({ block: 'center' }))
      await reviewShot(page, testInfo, 'hidden-image-list')
      expect(await seriousViolations(page)).toEqual([])

      const whileHidden = await visit()
      expect(whileHidden).not.toContain(image.descripcion)
      expect(whileHidden.length).toBeGreaterThan(0)

      await shown.getByRole('button', { name: 'Mostrar' }).click()
      await expect(snackbar(page, 'Imagen visible otra vez')).toBeVisible()
      await expect(shown.getByText('Oculta', { exact: true })).toHaveCount(0)
      await expect(shown.getByRole('button', { name: 'Ocultar' })).toBeVisible()
      await expect
        .poll(async () => (await db.collection('helados').doc(image.id).get()).data())
        .not.toHaveProperty('oculto')

      expect(await visit()).toContain(image.descripcion)
    } finally {
      for (const visitor of visitors) await visitor.context().close()
      await removePlanted(image)
    }
  })

  // It waits out the whole save time: at the phone's size only.
  test(
    "'Ocultar' without a signal says so within the save time, and never happens later",
    ONE_SIZE,
    async ({ page, context }, testInfo) => {
      const image = await plantMenuImage('bebidas', testInfo, 'sin-senal')
      const stored = async () => (await db.collection('bebidas').doc(image.id).get()).data()
      try {
        await signInAsAdmin(page)
        await page.goto('/dashboard/bebidas')
        const shown = card(page, image)
        await expect(shown.getByRole('button', { name: 'Ocultar' })).toBeVisible()

        const message = snackbar(
          page,
          'No se pudo ocultar la imagen: no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo.',
        )
        await context.setOffline(true)
        try {
          const pressed = Date.now()
          await shown.getByRole('button', { name: 'Ocultar' }).click()
          await expect(message).toBeVisible({ timeout: SAVE_TIMEOUT_MS + 5_000 })
          expect(Date.now() - pressed).toBeLessThan(SAVE_TIMEOUT_MS + 3_000)
          // The card never claimed a change the server does not have.
          await expect(shown.getByText('Oculta', { exact: true })).toHaveCount(0)
          await expect(shown.getByRole('button', { name: 'Ocultar' })).toBeEnabled()
        } finally {
          await context.setOffline(false)
        }

        // Back online, the SDK reconnects at once: a write left waiting would land now. None does.
        await page.waitForTimeout(5_000)
        expect(await stored()).not.toHaveProperty('oculto')
        await expect(shown.getByText('Oculta', { exact: true })).toHaveCount(0)

        // And the same tap with a signal works, once the message is put away.
        await message.getByRole('button', { name: 'Cerrar' }).click()
        await expect(message).toHaveCount(0)
        await shown.getByRole('button', { name: 'Ocultar' }).click()
        await expect(snackbar(page, 'Imagen oculta')).toBeVisible()
        await expect.poll(async () => (await stored())?.oculto).toBe(true)
      } finally {
        await removePlanted(image)
      }
    },
  )

  test('a hidden newest surprise leaves the page on the newest shown one, first look and live', async ({
    page,
  }, testInfo) => {
    const seeded = await newestMysteryImage()
    expect(seeded, 'the seed should hold a misterio image').not.toBeNull()
    const newUrl = await anotherStoredImageUrl(seeded?.url)
    // A newer surprise, hidden before any visitor sees it.
    const newestId = await addNewerMysteryImage(newUrl, `oculta-${testInfo.project.name}`)
    const newest = db.collection('misterio').doc(newestId)
    await newest.update({ oculto: true })
    try {
      await page.goto('/pagina-misteriosa')
      const shown = page.getByRole('main').getByRole('img', { name: MYSTERY_ALT })
      await expect(shown).toHaveAttribute('src', seeded?.url ?? '')
      await expect(shown).toBeVisible()

      // Shown again, it follows live; hidden again, the page goes back to the older one.
      await newest.update({ oculto: false })
      await expect(shown).toHaveAttribute('src', newUrl)
      await newest.update({ oculto: true })
      await expect(shown).toHaveAttribute('src', seeded?.url ?? '')
    } finally {
      await removeMysteryImage(newestId)
    }
  })
})
