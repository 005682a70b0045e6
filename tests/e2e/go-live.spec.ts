// The road from an empty project to an open shop, walked as a shop's helper and its owner walk it
// in production: no demo data at all (Firestore and Storage emptied), the owner invited with the
// real command, the password set with Firebase's own one-time code on the site's page, the role
// granted only once the address is proven, 'Lista para abrir' followed line by line (Tienda, a
// first picture in each menu) until it is gone, and a fresh visitor who never sees an example
// number. The demo data is seeded again afterwards for the specs that follow.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { clearDemoData, resetAndSeed } from '../../scripts/seed/seed.mjs'
import { readableFileName } from '../../src/lib/images/readable-file-name'
import { db, openInicio, pngFile, uniqueName } from './support/admin-dashboard'
import { scrollToFooter } from './support/footer'
import { openPage } from './support/open-page'
import {
  checklist,
  expectChecklist,
  examplesIn,
  expectNoExampleContact,
  menuReads,
  twoFrames,
  visitorContext,
} from './support/ready-to-open'
import { auth, inviteAndSetPassword, roleOf, signInWith } from './support/staff-invite'

const OWNER = `duena-${randomUUID().slice(0, 8)}@example.com`
const PASSWORD = 'cono-de-arequipe-9'
const SHOP = {
  phone: '+57 310 444 0202',
  whatsapp: '573104440202',
  email: 'hola@conos-colon.co',
}
const MENUS = ['Comidas', 'Helados', 'Bebidas'] as const

const settingsDoc = () => db.doc('ajustes/tienda')

test.describe('going live', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    await clearDemoData()
  })

  test.afterAll(async () => {
    const owner = await auth.getUserByEmail(OWNER).catch(() => null)
    if (owner) await auth.deleteUser(owner.uid)
    await resetAndSeed()
  })

  test('from an empty project to an open shop, with no example number on the way', async ({
    page,
    browser,
  }, testInfo) => {
    // An invitation (a Node process polling every 3 s), a form, three uploads and three visits.
    test.setTimeout(360_000)
    expect((await settingsDoc().get()).exists).toBe(false)
    expect((await db.collection('comidas').limit(1).get()).empty).toBe(true)

    const visitor = await visitorContext(browser, testInfo)
    try {
      const visit = await visitor.newPage()
      for (const path of ['/comidas', '/politica-de-privacidad']) {
        await openPage(visit, path)
        await scrollToFooter(visit)
        await expectNoExampleContact(visit)
      }
    } finally {
      await visitor.close()
    }

    // The first admin: invited, the password set with the link, the role once it is proven.
    await inviteAndSetPassword(page, OWNER, PASSWORD)
    expect(await roleOf(OWNER)).toBe('admin')
    await page.getByRole('link', { name: 'Iniciar sesión' }).click()
    await signInWith(page, OWNER, PASSWORD)
    await expect(page).toHaveURL(/\/dashboard\/comidas$/)

    // 'Lista para abrir': everything is missing.
    const reads = menuReads(page)
    await openInicio(page)
    await reads
    await expectChecklist(page, [
      'WhatsApp',
      'Teléfono',
      'Dirección',
      'Horario',
      ...MENUS.map((menu) => `Una foto en ${menu}`),
    ])

    // 'Cerrado hoy' works before anything else was saved: its save is the shop's first.
    const closedToday = page.getByRole('switch', { name: 'Cerrado hoy' })
    await closedToday.click()
    await expect(page.getByRole('alert')).toHaveText('Guardado: hoy el sitio dice «Cerrado».')
    await expect.poll(async () => (await settingsDoc().get()).get('version')).toBe(1)
    await closedToday.click()
    await expect.poll(async () => (await settingsDoc().get()).get('cerradoHoy')).toBe('')

    // Tienda, from the checklist's first line.
    await checklist(page).getByRole('link', { name: 'WhatsApp' }).click()
    await expect(page.getByRole('textbox', { name: 'WhatsApp', exact: true })).toBeFocused()
    await page.getByRole('textbox', { name: 'WhatsApp', exact: true }).fill(SHOP.whatsapp)
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(SHOP.phone)
    await page.getByRole('textbox', { name: 'Correo de contacto' }).fill(SHOP.email)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Cambios guardados')).toBeVisible()
    await expect
      .poll(async () => (await settingsDoc().get()).data())
      .toMatchObject({ telefono: SHOP.phone, whatsapp: SHOP.whatsapp, email: SHOP.email })

    // A first picture in each menu, each from its line.
    const names: string[] = []
    for (const [index, menu] of MENUS.entries()) {
      await openInicio(page)
      await checklist(page)
        .getByRole('link', { name: `Una foto en ${menu}` })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: `Crear en ${menu}` })).toBeVisible()
      const nombre = uniqueName(testInfo.project.name, `primera-${menu.toLowerCase()}`)
      names.push(nombre)
      const color: [number, number, number] = [40 + index * 70, 120, 200 - index * 50]
      await page.locator('input[type="file"]').setInputFiles(pngFile(nombre, color))
      await page.getByRole('button', { name: 'Subir' }).click()
      await expect(page.getByRole('alert')).toHaveText('Imágenes subidas con éxito')
    }

    // Ready: the checklist is gone.
    const lastReads = menuReads(page)
    await openInicio(page)
    await lastReads
    await twoFrames(page)
    await expect(checklist(page)).toHaveCount(0)

    // A fresh visitor: the shop's own pictures and numbers, never an example one.
    const later = await visitorContext(browser, testInfo)
    try {
      const visit = await later.newPage()
      for (const [index, menu] of MENUS.entries()) {
        await openPage(visit, `/${menu.toLowerCase()}`)
        const nombre = names[index] ?? ''
        await expect(visit.getByRole('img', { name: readableFileName(nombre) })).toBeVisible()
      }
      const footer = await scrollToFooter(visit)
      await expect(footer.getByRole('link', { name: SHOP.phone })).toBeVisible()
      await expect(visit.getByRole('link', { name: 'Pedir por WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${SHOP.whatsapp}\\?`),
      )
      expect(examplesIn(await visit.locator('body').innerText())).toEqual([])
    } finally {
      await later.close()
    }
  })
})
