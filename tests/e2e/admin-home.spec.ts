import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import type { DocumentData } from 'firebase-admin/firestore'
import { todayItemLine, type DemoTodayItem } from '../../scripts/seed/today-lists.mjs'
import { db, openInicio, panelNavs, signInAsAdmin } from './support/admin-dashboard'
import { plantEntries, removePlanted, type PlantedEntries } from './support/free-cone'
import { SITE_URL } from './support/emulator-hosts'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS as defaults } from './support/shop-defaults'
import { seriousViolations } from './support/accessibility'

// The staff's home screen (/dashboard/inicio, first in the panel's menu): today's state at a
// glance and the live counts of what waits for them, shared with the menu's badges. Entries are
// planted with firebase-admin; the opinion is sent by a real visitor on the public form.

const MENUS = ['comidas', 'helados', 'bebidas'] as const

/** A list of today as the staff's editor stores it. */
const storedList = (items: Partial<DemoTodayItem>[]) => ({
  items: items.map((item, i) =>
    todayItemLine({ id: `item${String(i)}abcde`, agotado: false, nombre: '', ...item }),
  ),
  actualizado: new Date(),
})

/** The side menu, or on phones the tab bar (Clientes) and the top bar (Inicio, Opiniones). */
const panelNav = panelNavs
const homeTile = (page: Page, title: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${title}\\b`) })

const pendingCount = async () =>
  (await db.collection('cono-gratis').where('estado', '==', 'pendiente').count().get()).data().count
const unreadCount = async () =>
  (await db.collection('opiniones').where('leida', '==', false).count().get()).data().count

/** The menu entry's name with its count, as a screen reader hears it. */
const navName = (label: string, count: number, words: string) =>
  count > 0 ? `${label}, ${String(count)} ${words}` : label

/** Checks the two count tiles and the two menu badges at once. */
async function expectCounts(page: Page, pending: number, unread: number) {
  await expect(homeTile(page, 'Por revisar')).toHaveAccessibleName(
    new RegExp(`^Por revisar ${String(pending)} fotos? del cono gratis$`),
  )
  await expect(homeTile(page, 'Sin leer')).toHaveAccessibleName(
    new RegExp(`^Sin leer ${String(unread)} opini(ón|ones)$`),
  )
  await expect(panelNav(page).getByRole('link', { name: /^Clientes\b/ })).toHaveAccessibleName(
    navName('Clientes', pending, 'por revisar'),
  )
  await expect(panelNav(page).getByRole('link', { name: /^Opiniones\b/ })).toHaveAccessibleName(
    navName('Opiniones', unread, 'sin leer'),
  )
}

/** A visitor of their own (a fresh browser) sends `mensaje` through 'Danos tu opinión'. */
async function sendOpinionAsVisitor(browser: Browser, testInfo: TestInfo, mensaje: string) {
  const { viewport, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL: baseURL ?? SITE_URL,
  })
  try {
    const visitor = await context.newPage()
    await openPage(visitor, '/danos-tu-opinion')
    await visitor.getByPlaceholder('Mensaje').fill(mensaje)
    await visitor.getByRole('button', { name: 'Enviar' }).click()
    await expect(visitor.getByText('¡Mensaje enviado con éxito!')).toBeVisible({ timeout: 20_000 })
  } finally {
    await context.close()
  }
}

test.describe('the staff home screen', () => {
  const planted: PlantedEntries[] = []
  const mensajes: string[] = []

  test.afterEach(async () => {
    for (const entries of planted.splice(0)) await removePlanted(entries)
    for (const mensaje of mensajes.splice(0)) {
      const sent = await db.collection('opiniones').where('mensaje', '==', mensaje).get()
      for (const opinion of sent.docs) await opinion.ref.delete()
    }
  })

  test('its counts and the menu badges follow a new entry and a new opinion, live; marking it read lowers them', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const pending = await pendingCount()
    const unread = await unreadCount()
    await signInAsAdmin(page)
    await openInicio(page)
    await expect(panelNav(page).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectCounts(page, pending, unread)

    // A visitor's picture arrives: no reload.
    planted.push(
      await plantEntries({
        count: 1,
        estado: 'pendiente',
        label: `inicio-${testInfo.project.name}`,
        files: false,
      }),
    )
    await expectCounts(page, pending + 1, unread)

    // A visitor sends an opinion on the public page: it arrives unread.
    const mensaje = `Abran también los lunes (${testInfo.project.name} ${String(Date.now())})`
    mensajes.push(mensaje)
    await sendOpinionAsVisitor(browser, testInfo, mensaje)
    await expectCounts(page, pending + 1, unread + 1)
    const [stored] = (await db.collection('opiniones').where('mensaje', '==', mensaje).get()).docs
    expect(stored?.get('leida')).toBe(false)

    // One tap opens it; marking it read lowers both counts, marking it unread raises them again.
    await homeTile(page, 'Sin leer').click()
    await expect(page).toHaveURL(/\/dashboard\/opiniones$/)
    const opinion = page
      .getByRole('list', { name: 'Opiniones' })
      .getByRole('listitem')
      .filter({ hasText: mensaje })
    await expect(opinion.getByText('Nueva', { exact: true })).toBeVisible()
    // An unread opinion stands out and stays readable.
    expect(await seriousViolations(page), 'unread opinion').toEqual([])
    await opinion.getByRole('button', { name: 'Marcar como leída' }).click()
    await expect(opinion.getByText('Nueva', { exact: true })).toHaveCount(0)
    await expect(panelNav(page).getByRole('link', { name: /^Opiniones\b/ })).toHaveAccessibleName(
      navName('Opiniones', unread, 'sin leer'),
    )
    await expect.poll(async () => (await stored?.ref.get())?.get('leida')).toBe(true)

    await opinion.getByRole('button', { name: 'Marcar como no leída' }).click()
    await expect(opinion.getByText('Nueva', { exact: true })).toBeVisible()
    await expect(panelNav(page).getByRole('link', { name: /^Opiniones\b/ })).toHaveAccessibleName(
      navName('Opiniones', unread + 1, 'sin leer'),
    )
    await opinion.getByRole('button', { name: 'Marcar como leída' }).click()

    await panelNav(page).getByRole('link', { name: 'Inicio' }).click()
    await expect(page).toHaveURL(/\/dashboard\/inicio$/)
    await expectCounts(page, pending + 1, unread)

    // The entry reviewed elsewhere (another phone): the count goes back down.
    await removePlanted(planted.splice(0)[0])
    await expectCounts(page, pending, unread)
  })

  test('the new-entry alert is off by default and remembered on the device', async ({ page }) => {
    await signInAsAdmin(page)
    await openInicio(page)
    const alerts = page.getByRole('switch', { name: 'Sonar y vibrar con cada foto nueva' })
    await expect(alerts).not.toBeChecked()
    await alerts.click()
    await expect(alerts).toBeChecked()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible()
    await expect(alerts).toBeChecked()
    await alerts.click()
    await expect(alerts).not.toBeChecked()
  })
})

test.describe("today's state on the home screen", () => {
  const settingsDoc = () => db.doc('ajustes/tienda')
  const todayList = (menu: string) => db.doc(`${menu}/hoy`)
  const saved = new Map<string, DocumentData | undefined>()

  test.beforeEach(async () => {
    for (const menu of MENUS) saved.set(menu, (await todayList(menu).get()).data())
  })

  test.afterEach(async () => {
    await settingsDoc().set(defaults)
    for (const menu of MENUS) {
      const list = saved.get(menu)
      if (list) await todayList(menu).set(list)
      else await todayList(menu).delete()
    }
  })

  test('shows open or closed now, the notice and what is agotado; Cerrado hoy is one tap', async ({
    page,
  }) => {
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10)
    const allDay = '00:00-24:00'
    await settingsDoc().set({
      ...defaults,
      horario: {
        lu: allDay,
        ma: allDay,
        mi: allDay,
        ju: allDay,
        vi: allDay,
        sa: allDay,
        do: allDay,
      },
      anuncio: { texto: 'Hoy hay helado de arazá', hasta: '' },
    })
    await todayList('comidas').set(storedList([]))
    await todayList('bebidas').set(storedList([]))
    await todayList('helados').set(
      storedList([
        { nombre: 'Arazá', precio: 6000, agotado: true },
        { nombre: 'Maracuyá' },
        { nombre: 'Lulo', nota: 'Sin azúcar', agotado: true },
      ]),
    )

    await signInAsAdmin(page)
    await openInicio(page)
    const status = page.getByRole('region', { name: /^(Abierto|Cerrado) ahora$/ })
    await expect(status).toHaveAccessibleName('Abierto ahora')
    await expect(status).toContainText('Hoy: 12:00 am - 12:00 am')
    await expect(homeTile(page, 'Aviso')).toContainText('«Hoy hay helado de arazá»')
    await expect(homeTile(page, 'Aviso')).toHaveAttribute('href', '/dashboard/tienda')
    const soldOut = homeTile(page, 'Agotado hoy')
    await expect(soldOut).toHaveAccessibleName(/^Agotado hoy 2 Helados: Arazá, Lulo$/)
    await expect(soldOut).toHaveAttribute('href', '/dashboard/hoy')

    // Cerrado hoy: saved at once, the status follows.
    const closedToday = status.getByRole('switch', { name: 'Cerrado hoy' })
    await expect(closedToday).toBeEnabled()
    await expect(closedToday).not.toBeChecked()
    await closedToday.click()
    await expect(closedToday).toBeChecked()
    await expect(status).toHaveAccessibleName('Cerrado ahora')
    await expect(page.getByRole('alert')).toHaveText('Guardado: hoy el sitio dice «Cerrado».')
    expect(await seriousViolations(page), 'home screen, closed').toEqual([])
    await expect.poll(async () => (await settingsDoc().get()).get('cerradoHoy')).toBe(today)

    await closedToday.click()
    await expect(closedToday).not.toBeChecked()
    await expect(status).toHaveAccessibleName('Abierto ahora')
    await expect.poll(async () => (await settingsDoc().get()).get('cerradoHoy')).toBe('')

    // The list marked available again from another phone: the tile follows, live.
    await todayList('helados').set(
      storedList([
        { nombre: 'Arazá', precio: 6000 },
        { nombre: 'Maracuyá' },
        { nombre: 'Lulo', nota: 'Sin azúcar', agotado: true },
      ]),
    )
    await expect(soldOut).toHaveAccessibleName(/^Agotado hoy 1 Helados: Lulo$/)
  })
})
