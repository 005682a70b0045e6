import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { DocumentData } from 'firebase-admin/firestore'
import { DEMO_CONTACT } from '../../scripts/seed/demo-contact.mjs'
import { DEMO_ORDER_SETTINGS } from '../../scripts/seed/order-settings.mjs'
import { SITE_PAGES } from '../../src/config/pages'
import { readableFileName } from '../../src/lib/images/readable-file-name'
import {
  openInicio,
  pngFile,
  removeTestImages,
  signInAsAdmin,
  uniqueName,
} from './support/admin-dashboard'
import { adminDb } from './support/firebase-admin'
import { scrollToFooter } from './support/footer'
import { openPage } from './support/open-page'
import {
  CONTACT_LINKS,
  WHATSAPP_CHAT,
  EXAMPLE_CONTACT,
  checklist,
  expectChecklist,
  examplesIn,
  expectNoExampleContact,
  menuReads,
  twoFrames,
  visitorContext,
} from './support/ready-to-open'
import { reviewShot } from './support/review-shots'
import { SHOP_DEFAULTS } from './support/shop-defaults'

// A shop that never saved its settings (no ajustes/tienda): the public site shows no example
// phone, WhatsApp, email or payment number at any moment (the HTML before any script, the app,
// the footer, the legal pages, the structured data), and the staff's home lists what is missing
// ('Lista para abrir'), each line a tap from where it is fixed, until nothing is. The demo data
// (complete settings, a picture in each menu) shows no list.

const settingsDoc = () => adminDb.doc('ajustes/tienda')

/** The public pages, each with its HTML file (or the shell, for the sign-in). */
const PUBLIC_PATHS = SITE_PAGES.map((row) => row.path)

/** Adds to `scripts` those a page's HTML names, and every script they name in turn. */
async function addSiteScripts(
  request: APIRequestContext,
  html: string,
  scripts: Map<string, string>,
): Promise<void> {
  const names = (text: string) =>
    [...text.matchAll(/(?:\/assets\/|assets\/|\.\/)([\w.-]+\.js)\b/g)].map(
      ([, file]) => `/assets/${file ?? ''}`,
    )
  const queue = names(html)
  while (queue.length > 0) {
    const path = queue.pop() ?? ''
    if (scripts.has(path)) continue
    const response = await request.get(path)
    if (!response.ok()) continue
    const code = await response.text()
    scripts.set(path, code)
    queue.push(...names(code))
  }
}

/** The shop's block of structured data, once the page has written it. */
async function shopStructuredData(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as unknown))
  return blocks.find(
    (block): block is Record<string, unknown> =>
      typeof block === 'object' &&
      block !== null &&
      (block as { '@type'?: string })['@type'] === 'IceCreamShop',
  )
}

test.describe('a shop that never saved its settings', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  /** ajustes/tienda and the pictures of Bebidas as they were, put back after the tests. */
  let settingsBefore: DocumentData | undefined
  let bebidasBefore: { id: string; data: DocumentData }[] = []
  const uploaded: string[] = []

  test.beforeAll(async () => {
    settingsBefore = (await settingsDoc().get()).data()
    const bebidas = await adminDb.collection('bebidas').get()
    bebidasBefore = bebidas.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
    await settingsDoc().delete()
    // No picture in Bebidas shows: each is hidden (today's list, 'hoy', is no picture).
    for (const { id, data } of bebidasBefore)
      if (typeof data.url === 'string')
        await adminDb.collection('bebidas').doc(id).update({ oculto: true })
  })

  test.afterAll(async () => {
    await removeTestImages('bebidas', uploaded)
    for (const { id, data } of bebidasBefore) await adminDb.collection('bebidas').doc(id).set(data)
    if (settingsBefore) await settingsDoc().set(settingsBefore)
    else await settingsDoc().delete()
  })

  test('no HTML file carries an example number or contact link, nor any script of the site', async ({
    request,
  }) => {
    // Each script once, however many pages name it.
    const scripts = new Map<string, string>()
    for (const path of PUBLIC_PATHS) {
      const response = await request.get(path)
      expect(response.ok(), path).toBe(true)
      const html = await response.text()
      expect(examplesIn(html), path).toEqual([])
      expect(html, path).not.toMatch(/href="(tel|mailto):|wa\.me\/\d/)
      await addSiteScripts(request, html, scripts)
    }
    // The entry, the app and the lazy pages' code: none holds the demo's phone or email.
    expect(scripts.size).toBeGreaterThan(20)
    const carrying = [...scripts].filter(([, code]) => examplesIn(code, EXAMPLE_CONTACT).length > 0)
    expect(carrying.map(([path]) => path)).toEqual([])
  })

  test('without scripts, the legal pages name the shop’s address as its contact', async ({
    browser,
  }, testInfo) => {
    const context = await visitorContext(browser, testInfo, false)
    try {
      const page = await context.newPage()
      for (const path of ['/politica-de-privacidad', '/terminos-y-condiciones']) {
        await page.goto(path)
        const text = await page.locator('body').innerText()
        expect(examplesIn(text), path).toEqual([])
        expect(text, path).not.toMatch(/Teléfono:|Correo electrónico:|escríbenos a/i)
        expect(text, path).toMatch(/acércate a nuestro local en Calle 3 Cra 9 Barrio Centro/i)
        await expect(page.locator(CONTACT_LINKS).filter({ visible: true })).toHaveCount(0)
      }
    } finally {
      await context.close()
    }
  })

  for (const path of PUBLIC_PATHS) {
    test(`${path}: a fresh visitor sees no example number, from the first look to the footer`, async ({
      page,
    }) => {
      await page.goto(path)
      await expectNoExampleContact(page)
      await openPage(page, path)
      await expectNoExampleContact(page)
      const footer = await scrollToFooter(page)
      await expect(footer.getByRole('link', { name: 'Cómo llegar' })).toBeVisible()
      await expect(footer).toContainText('Calle 3 Cra 9 Barrio Centro, Colón, Putumayo')
      await expect(footer.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveCount(0)
      await expectNoExampleContact(page)
      // The structured data come after the load, from the same settings: no phone, no email.
      await expect.poll(() => shopStructuredData(page)).toBeDefined()
      const shop = await shopStructuredData(page)
      expect(shop).not.toHaveProperty('telephone')
      expect(shop).not.toHaveProperty('email')
      expect(examplesIn(JSON.stringify(shop))).toEqual([])
    })
  }

  test('the legal pages, with the app, give the shop’s address instead of a phone or email', async ({
    page,
  }, testInfo) => {
    await openPage(page, '/politica-de-privacidad')
    const controller = page.getByRole('region', { name: 'Responsable del tratamiento' })
    await expect(controller).toContainText('Calle 3 Cra 9 Barrio Centro, Colón, Putumayo')
    await controller.scrollIntoViewIfNeeded()
    await reviewShot(page, testInfo, 'ready-to-open-privacidad-sin-datos')
    await expect(controller.getByText('Teléfono:')).toBeHidden()
    await expect(controller.getByText('Correo electrónico:')).toBeHidden()
    await expect(page.getByRole('region', { name: 'Cómo ejercer tus derechos' })).toContainText(
      'Acércate a nuestro local en Calle 3 Cra 9 Barrio Centro, Colón, Putumayo. Indica:',
      { useInnerText: true },
    )
    await openPage(page, '/terminos-y-condiciones')
    await expect(
      page.getByRole('region', { name: 'Sin pagos ni ventas en el sitio' }),
    ).toContainText('no somos nosotros: avísanos en nuestro local.', { useInnerText: true })
    await expectNoExampleContact(page)
  })

  test('the staff’s home lists what is missing; each line opens where it is fixed', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page)
    await openInicio(page)
    await expect(checklist(page)).toBeVisible()
    await expectChecklist(page, [
      'WhatsApp',
      'Teléfono',
      'Dirección',
      'Horario',
      'Una foto en Bebidas',
    ])
    // Nothing saved yet, and «Cerrado hoy» still works: its save is the shop's first.
    await expect(page.getByRole('switch', { name: 'Cerrado hoy' })).toBeEnabled()
    await reviewShot(page, testInfo, 'ready-to-open-inicio')

    for (const [line, field] of [
      ['WhatsApp', 'WhatsApp'],
      ['Teléfono', 'Teléfono'],
      ['Dirección', 'Dirección'],
    ] as const) {
      await checklist(page).getByRole('link', { name: line }).click()
      await expect(page).toHaveURL(/\/dashboard\/tienda\?campo=\w+$/)
      const input = page.getByRole('textbox', { name: field, exact: true })
      await expect(input).toBeFocused()
      await expect(input).toBeInViewport()
      if (line === 'WhatsApp') await reviewShot(page, testInfo, 'ready-to-open-tienda-whatsapp')
      await openInicio(page)
    }
    await checklist(page).getByRole('link', { name: 'Horario' }).click()
    await expect(page).toHaveURL(/\/dashboard\/tienda\?campo=horario$/)
    const hours = page.getByRole('region', { name: 'Horario de la semana' })
    await expect(hours.getByRole('switch').first()).toBeFocused()
    await expect(hours.getByRole('switch').first()).toBeInViewport()
    await openInicio(page)
    await checklist(page).getByRole('link', { name: 'Una foto en Bebidas' }).click()
    await expect(page).toHaveURL(/\/dashboard\/bebidas\/crear$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Crear en Bebidas' })).toBeVisible()
  })

  test('orders switched on without a WhatsApp number: no order, no payment numbers, no chat', async ({
    page,
    browser,
  }, testInfo) => {
    await settingsDoc().set({
      ...SHOP_DEFAULTS,
      ...DEMO_ORDER_SETTINGS,
      whatsapp: '',
      telefono: '+57 312 555 0101',
      email: 'hola@heladeria-colon.co',
      version: 1,
    })
    try {
      const visitor = await visitorContext(browser, testInfo)
      try {
        const visit = await visitor.newPage()
        await openPage(visit, '/helados')
        await scrollToFooter(visit)
        // The saved phone shows; no WhatsApp chat, order or payment number does.
        await expectNoExampleContact(visit, WHATSAPP_CHAT)
        await expect(visit.getByRole('contentinfo')).toContainText('+57 312 555 0101')
      } finally {
        await visitor.close()
      }
      await signInAsAdmin(page)
      await openInicio(page)
      await expect(checklist(page)).toBeVisible()
      await expectChecklist(page, ['WhatsApp', 'Una foto en Bebidas'])
    } finally {
      await settingsDoc().delete()
    }
  })

  test('the owner fills Tienda and uploads a picture: the list is gone, a visitor sees them', async ({
    page,
    browser,
  }, testInfo) => {
    const phone = '+57 312 555 0101'
    const whatsapp = '573125550101'
    const email = 'hola@heladeria-colon.co'
    await signInAsAdmin(page)
    await openInicio(page)
    await checklist(page).getByRole('link', { name: 'Teléfono' }).click()
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(phone)
    await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill(whatsapp)
    await page.getByRole('textbox', { name: 'Correo de contacto' }).fill(email)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Cambios guardados')).toBeVisible()
    await expect
      .poll(async () => (await settingsDoc().get()).data())
      .toMatchObject({ telefono: phone, whatsapp, email, version: 1 })

    await openInicio(page)
    await expect(checklist(page)).toBeVisible()
    await expectChecklist(page, ['Una foto en Bebidas'])
    await expect(page.getByRole('switch', { name: 'Cerrado hoy' })).toBeEnabled()
    await checklist(page).getByRole('link', { name: 'Una foto en Bebidas' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crear en Bebidas' })).toBeVisible()
    const nombre = uniqueName(testInfo.project.name, 'primera-bebida')
    uploaded.push(nombre)
    await page.locator('input[type="file"]').setInputFiles(pngFile(nombre, [30, 120, 200]))
    await page.getByRole('button', { name: 'Subir' }).click()
    await expect(page.getByRole('alert')).toHaveText('Imágenes subidas con éxito')

    const reads = menuReads(page)
    await openInicio(page)
    await reads
    await twoFrames(page)
    await expect(checklist(page)).toHaveCount(0)
    await expect(page.getByRole('region', { name: /^(Abierto|Cerrado) ahora$/ })).toBeVisible()

    // A fresh visitor: the saved phone, WhatsApp and email, and still no example number.
    const visitor = await visitorContext(browser, testInfo)
    try {
      const visit = await visitor.newPage()
      await openPage(visit, '/politica-de-privacidad')
      const controller = visit.getByRole('region', { name: 'Responsable del tratamiento' })
      await expect(controller.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        'tel:+573125550101',
      )
      await expect(controller.getByRole('link', { name: email })).toBeVisible()
      await controller.scrollIntoViewIfNeeded()
      await reviewShot(visit, testInfo, 'ready-to-open-privacidad-con-datos')
      await openPage(visit, '/bebidas')
      await expect(visit.getByRole('img', { name: readableFileName(nombre) })).toBeVisible()
      await expect(visit.getByRole('link', { name: 'Pedir por WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${whatsapp}\\?`),
      )
      const footer = await scrollToFooter(visit)
      await expect(footer.getByRole('link', { name: phone })).toBeVisible()
      expect(examplesIn(await visit.locator('body').innerText())).toEqual([])
    } finally {
      await visitor.close()
    }
  })
})

test.describe('the demo shop', () => {
  test('has all it needs: no «Lista para abrir»', async ({ page }) => {
    await signInAsAdmin(page)
    const reads = menuReads(page)
    await openInicio(page)
    await reads
    await twoFrames(page)
    await expect(page.getByRole('region', { name: /^(Abierto|Cerrado) ahora$/ })).toBeVisible()
    await expect(checklist(page)).toHaveCount(0)
  })

  test('shows its numbers as before: the footer’s phone and WhatsApp', async ({ page }) => {
    await openPage(page, '/helados')
    const footer = await scrollToFooter(page)
    await expect(footer.getByRole('link', { name: SHOP_DEFAULTS.telefono })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${DEMO_CONTACT.whatsapp}\\?`),
    )
  })
})
