import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { db, panelLink, signInAsAdmin, Timestamp } from './support/admin-dashboard'
import { ONE_SIZE } from './support/one-size'
import { visitorContext } from './support/project-context'
import { SHOP_DEFAULTS } from './support/shop-defaults'

// The stamp card: a visitor's card on its phone, stamped only at the counter (Sellos), its
// reward given once full, its stamps moved to a new card; off in Tienda, no page and no link.

const settingsDoc = () => db.doc('ajustes/tienda')
const META = 5

/** The shop's stamp card on, with `META` stamps for a reward, for one test. */
async function stampCardOn() {
  await settingsDoc().update({ sellos: 'si', sellosMeta: String(META) })
}

/** Back to the seed's settings: the stamp card off. */
async function stampCardAsSeeded() {
  await settingsDoc().update({
    sellos: SHOP_DEFAULTS.sellos,
    sellosMeta: SHOP_DEFAULTS.sellosMeta,
  })
}

/** A visitor (a phone or a computer of its own, the test's size) opens its card: its page and code. */
async function openCard(browser: Browser, testInfo: TestInfo) {
  const context = await visitorContext(browser, testInfo)
  const visitor = await context.newPage()
  await visitor.goto('/tarjeta-de-sellos')
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Tu tarjeta de sellos' }),
  ).toBeVisible()
  const card = visitor.locator('[data-tarjeta]')
  await expect(card).toHaveAttribute('data-tarjeta', /^[A-Z2-9]{4}$/)
  const code = (await card.getAttribute('data-tarjeta')) ?? ''
  return { visitor, code }
}

/** Lets the stored card take a stamp now, as if its last one were 11 minutes old. */
async function lastStampLongAgo(code: string, sellos: number) {
  const uid: unknown = (await db.doc(`sellos-codigos/${code}`).get()).get('tarjeta')
  if (typeof uid !== 'string') throw new Error(`no card with the code ${code}`)
  await db.doc(`sellos/${uid}`).update({
    sellos,
    ultimoSello: Timestamp.fromMillis(Date.now() - 11 * 60_000),
  })
}

/** The staff's Sellos screen, its card found by `code`. */
async function findAtCounter(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Código de la tarjeta' }).fill(code)
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { level: 2, name: `Tarjeta ${code}` })).toBeVisible()
}

const counterAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text })

test.afterEach(stampCardAsSeeded)

test('the counter stamps the card the visitor sees, once in 10 minutes; a full card gives its reward and starts again', async ({
  page,
  browser,
}, testInfo) => {
  await stampCardOn()
  const { visitor, code } = await openCard(browser, testInfo)
  await expect(visitor.getByText(`0 de ${String(META)} sellos`).first()).toBeVisible()
  await expect(visitor.getByRole('img', { name: `Código QR de tu tarjeta: ${code}` })).toBeVisible()

  await signInAsAdmin(page)
  await panelLink(page, 'Sellos').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sellos' })).toBeVisible()
  await findAtCounter(page, code)
  await page.getByRole('button', { name: 'Sellar' }).click()
  await expect(counterAlert(page, `Sello puesto: 1 de ${String(META)}.`)).toBeVisible()
  // The visitor's open page follows, without a reload.
  await expect(visitor.getByText(`1 de ${String(META)} sellos`).first()).toBeVisible()

  await page.getByRole('button', { name: 'Sellar' }).click()
  await expect(
    counterAlert(page, 'Esta tarjeta ya recibió un sello hace menos de 10 minutos.'),
  ).toBeVisible()
  await expect(visitor.getByText(`1 de ${String(META)} sellos`).first()).toBeVisible()

  await lastStampLongAgo(code, META - 1)
  await page.getByRole('button', { name: 'Sellar' }).click()
  await expect(
    counterAlert(page, `Sello puesto: ${String(META)} de ${String(META)}. ¡Tarjeta llena!`),
  ).toBeVisible()
  await expect(
    visitor.getByText('Tu tarjeta está llena: muéstrala en el mostrador y recibe tu premio.'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Entregar premio' }).click()
  await expect(
    counterAlert(page, 'Premio entregado (un cono sencillo gratis). La tarjeta empieza de nuevo.'),
  ).toBeVisible()
  await expect(visitor.getByText(`0 de ${String(META)} sellos`).first()).toBeVisible()
  await expect(visitor.getByText('Ya recibiste 1 premio.')).toBeVisible()
  // A second reward on the card, now empty, is refused.
  await page.getByRole('button', { name: 'Entregar premio' }).click()
  await expect(
    counterAlert(page, `Aún no: le faltan ${String(META)} sellos para el premio.`),
  ).toBeVisible()
  await visitor.context().close()
})

test(
  "a lost phone: the counter moves the old card's stamps to the new card, which the old one names",
  ONE_SIZE,
  async ({ page, browser }, testInfo) => {
    await stampCardOn()
    const old = await openCard(browser, testInfo)
    const fresh = await openCard(browser, testInfo)
    await lastStampLongAgo(old.code, 3)

    await signInAsAdmin(page)
    await panelLink(page, 'Sellos').click()
    const form = page.getByRole('form', { name: 'Pasar sellos a otra tarjeta' })
    await form.getByRole('textbox', { name: 'Tarjeta anterior' }).fill(old.code)
    await form.getByRole('textbox', { name: 'Tarjeta nueva' }).fill(fresh.code)
    await form.getByRole('button', { name: 'Pasar sellos' }).click()
    const dialog = page.getByRole('dialog', {
      name: `¿Pasar los sellos de la tarjeta ${old.code} a la tarjeta ${fresh.code}?`,
    })
    await expect(dialog).toContainText(
      `La tarjeta ${fresh.code} recibe 3 sellos. La tarjeta ${old.code} dejará de funcionar.`,
    )
    await dialog.getByRole('button', { name: 'Pasar sellos' }).click()
    await expect(
      counterAlert(
        page,
        `Listo: 3 sellos pasaron de la tarjeta ${old.code} a la tarjeta ${fresh.code}.`,
      ),
    ).toBeVisible()

    await expect(fresh.visitor.getByText(`3 de ${String(META)} sellos`).first()).toBeVisible()
    await expect(
      old.visitor.getByText(
        `Esta tarjeta ya no funciona: sus sellos pasaron a la tarjeta ${fresh.code}.`,
      ),
    ).toBeVisible()
    // The old card takes no stamp any more.
    await findAtCounter(page, old.code)
    await expect(page.getByRole('button', { name: 'Sellar' })).toBeDisabled()
    await Promise.all([old.visitor.context().close(), fresh.visitor.context().close()])
  },
)

test('off in Tienda, the card is neither offered nor opened', ONE_SIZE, async ({ page }) => {
  await stampCardAsSeeded()
  await page.goto('/tarjeta-de-sellos')
  await expect(
    page.getByText('La tarjeta de sellos no está disponible en este momento.'),
  ).toBeVisible()
  await expect(page.locator('[data-tarjeta]')).toHaveCount(0)
  // The tap on ⋮ starts the app, which replaces the first look's links with its own menu
  // (kept open): its items are what the visitor meets once the app has run.
  await page.goto('/comidas')
  await page.getByRole('button', { name: 'Más páginas' }).click()
  await expect(page.getByRole('menuitem', { name: 'Reclama un helado gratis' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Tarjeta de sellos' })).toHaveCount(0)

  await stampCardOn()
  await page.goto('/comidas')
  await page.getByRole('button', { name: 'Más páginas' }).click()
  await page.getByRole('menuitem', { name: 'Tarjeta de sellos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tu tarjeta de sellos' })).toBeVisible()
  await expect(page.locator('[data-tarjeta]')).toHaveAttribute('data-tarjeta', /^[A-Z2-9]{4}$/)
})
