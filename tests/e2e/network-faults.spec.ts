import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/open-page'
import { adminDb } from './support/firebase-admin'
import {
  assignedNumber,
  conoGratisEntriesNamed,
  makePng,
  removeConoGratisEntry,
} from './support/free-cone'

// Network faults and abuse limits, as a visitor on a patchy connection meets them: never an
// endless spinner, never a silently dropped opinion or picture.

const picker = (page: Page) => page.getByLabel(/^(Elegir imagen|Cambiar)$/)
const sendButton = (page: Page) => page.getByRole('button', { name: /Subir imagen|Subiendo/ })
const uploadAlert = (page: Page) =>
  page.getByRole('region', { name: 'Tu pantallazo' }).getByRole('alert')
const opinionField = (page: Page) => page.getByRole('textbox', { name: 'Mensaje' })

async function opinionsWith(marker: string): Promise<string[]> {
  const snapshot = await adminDb.collection('opiniones').get()
  return snapshot.docs
    .map((entry) => String(entry.get('mensaje')))
    .filter((mensaje) => mensaje.includes(marker))
}

async function removeOpinionsWith(marker: string): Promise<void> {
  const snapshot = await adminDb.collection('opiniones').get()
  for (const entry of snapshot.docs) {
    if (String(entry.get('mensaje')).includes(marker)) await entry.ref.delete()
  }
}

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(60, 90, [245, 124, 0]),
})

test.describe('menus on a failing connection', () => {
  test('a menu that cannot load says so with a retry, and the retry loads it', async ({ page }) => {
    // The menu's list read (a GET, which the page's HTML file preloads).
    const listRead = /\/documents\/helados\?/
    await page.route(listRead, (route) => route.abort('internetdisconnected'))
    await page.goto('/helados')
    const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar el menú' })
    await expect(alert).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await page.unroute(listRead)
    await alert.getByRole('button', { name: 'Reintentar' }).click()
    await expect(
      page.getByRole('main').getByRole('listitem').getByRole('img').first(),
    ).toBeVisible()
  })
})

test.describe('opinions on a failing connection', () => {
  test('offline: the text stays, and it is sent once the connection is back', async ({
    page,
    context,
  }) => {
    const marker = `sin-senal-${String(Date.now())}`
    try {
      await openPage(page, '/danos-tu-opinion')
      await opinionField(page).fill(`${marker} el de maracuyá`)
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Enviar' }).click()
      await expect(page.getByRole('alert')).toContainText('Estás sin conexión.')
      await expect(opinionField(page)).toHaveValue(`${marker} el de maracuyá`)
      await context.setOffline(false)
      await page.getByRole('button', { name: 'Enviar' }).click()
      await expect(page.getByRole('alert')).toHaveText('¡Mensaje enviado con éxito!')
      expect(await opinionsWith(marker)).toEqual([`${marker} el de maracuyá`])
    } finally {
      await removeOpinionsWith(marker)
    }
  })

  test('a send the server never answers fails with the text kept', async ({ page }) => {
    const marker = `caida-${String(Date.now())}`
    await page.route(/documents:commit/, (route) => route.abort('connectionreset'))
    await openPage(page, '/danos-tu-opinion')
    await opinionField(page).fill(marker)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Hubo un error al enviar tu opinión. Intenta de nuevo.',
    )
    await expect(opinionField(page)).toHaveValue(marker)
    expect(await opinionsWith(marker)).toEqual([])
  })

  test('a second opinion within 30 seconds is refused by the rules, with the text kept', async ({
    page,
  }) => {
    const marker = `seguidas-${String(Date.now())}`
    try {
      await openPage(page, '/danos-tu-opinion')
      await opinionField(page).fill(`${marker} primera`)
      await page.getByRole('button', { name: 'Enviar' }).click()
      await expect(page.getByRole('alert')).toHaveText('¡Mensaje enviado con éxito!')
      await opinionField(page).fill(`${marker} segunda`)
      await page.getByRole('button', { name: 'Enviar' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'Espera un momento antes de enviar otra opinión',
      )
      await expect(opinionField(page)).toHaveValue(`${marker} segunda`)
      expect(await opinionsWith(marker)).toEqual([`${marker} primera`])
    } finally {
      await removeOpinionsWith(marker)
    }
  })
})

test.describe('free-cone uploads on a failing connection', () => {
  test('the connection drops during the upload: the file is kept and nothing is stored', async ({
    page,
    context,
  }) => {
    const name = `cortada-${String(Date.now())}.png`
    // Hold the upload until the connection is gone.
    await page.route(/\/v0\/b\/[^/]+\/o\?name=/, () => undefined)
    await openPage(page, '/cono-gratis')
    await picker(page).setInputFiles(png(name))
    await sendButton(page).click()
    await expect(sendButton(page)).toHaveText('Subiendo...')
    await context.setOffline(true)
    await expect(uploadAlert(page)).toContainText('Se perdió la conexión y la imagen no se envió.')
    await expect(page.getByRole('img', { name: `Vista previa de ${name}` })).toBeVisible()
    await expect(sendButton(page)).toBeEnabled()
    expect(await conoGratisEntriesNamed(name)).toEqual([])
  })

  test('a second upload within a minute is refused, with the file kept', async ({ page }) => {
    const first = `primera-${String(Date.now())}.png`
    const second = `segunda-${String(Date.now())}.png`
    let numero: number | undefined
    try {
      await openPage(page, '/cono-gratis')
      await picker(page).setInputFiles(png(first))
      await sendButton(page).click()
      numero = await assignedNumber(uploadAlert(page))
      await picker(page).setInputFiles(png(second))
      await sendButton(page).click()
      await expect(uploadAlert(page)).toContainText('Espera un momento antes de subir otra imagen')
      await expect(page.getByRole('img', { name: `Vista previa de ${second}` })).toBeVisible()
      expect(await conoGratisEntriesNamed(second)).toEqual([])
    } finally {
      if (numero !== undefined) await removeConoGratisEntry(numero)
    }
  })
})
