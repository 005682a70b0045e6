import { expect, test, type Page } from '@playwright/test'
import { Timestamp } from 'firebase-admin/firestore'
import { adminDb } from './support/firebase-admin'
import {
  assignedNumber,
  conoGratisEntriesNamed,
  makePng,
  removeConoGratisEntry,
} from './support/free-cone'
import { openPage } from './support/open-page'

// The limit across all visitors, reached: with this hour's windows full (planted with
// firebase-admin), a visitor's picture or opinion is refused with the Spanish message, the chosen
// file or the typed text kept, and nothing stored.

const SHARE = { entradas: 3, opiniones: 6, archivos: 9 } as const
type Kind = keyof typeof SHARE

const hourNow = () => Math.floor(Date.now() / 3_600_000)

/** Every part of the windows of `kinds`, this hour and the next (a test may cross the hour), full. */
async function fillWindows(kinds: Kind[]): Promise<void> {
  const batch = adminDb.batch()
  const now = Timestamp.now()
  for (const kind of kinds) {
    for (const hour of [hourNow(), hourNow() + 1]) {
      for (let part = 0; part < 10; part += 1) {
        batch.set(adminDb.collection('ventanas').doc(`${kind}-${String(hour)}-${String(part)}`), {
          n: SHARE[kind],
          fecha: now,
          lleno: now,
        })
      }
    }
  }
  await batch.commit()
}

/** Forgets every window: the tests after these start with room again. */
async function emptyWindows(): Promise<void> {
  const parts = await adminDb.collection('ventanas').get()
  const batch = adminDb.batch()
  for (const part of parts.docs) batch.delete(part.ref)
  await batch.commit()
}

const picker = (page: Page) => page.getByLabel(/^(Elegir imagen|Cambiar)$/)
const sendButton = (page: Page) => page.getByRole('button', { name: /Subir imagen|Subiendo/ })
const uploadAlert = (page: Page) =>
  page.getByRole('region', { name: 'Tu pantallazo' }).getByRole('alert')

test.describe('the limit across all visitors, reached', () => {
  test.afterEach(async () => {
    await emptyWindows()
  })

  test('a picture is refused with the Spanish message, the file kept and nothing stored', async ({
    page,
  }, testInfo) => {
    const name = `lleno-${testInfo.project.name}-${String(Date.now())}.png`
    await fillWindows(['archivos', 'entradas'])
    await openPage(page, '/cono-gratis')
    await picker(page).setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: makePng(120, 160, [191, 72, 0]),
    })
    await sendButton(page).click()
    await expect(uploadAlert(page)).toHaveText(
      'Estamos recibiendo muchas fotos en este momento. Inténtalo de nuevo en unos minutos.',
    )
    await expect(page.getByRole('img', { name: `Vista previa de ${name}` })).toBeVisible()
    await expect(sendButton(page)).toBeEnabled()
    expect(await conoGratisEntriesNamed(name)).toEqual([])

    // Once the window has room again, the same choice is sent without picking it again.
    await emptyWindows()
    await sendButton(page).click()
    const numero = await assignedNumber(uploadAlert(page))
    expect(await conoGratisEntriesNamed(name)).toHaveLength(1)
    await removeConoGratisEntry(numero)
  })

  test('an opinion is refused with the Spanish message, the text kept and nothing stored', async ({
    page,
  }, testInfo) => {
    const mensaje = `Lleno ${testInfo.project.name} ${String(Date.now())}`
    await fillWindows(['opiniones'])
    await openPage(page, '/danos-tu-opinion')
    const field = page.getByRole('textbox', { name: 'Mensaje' })
    await field.fill(mensaje)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Estamos recibiendo muchas opiniones en este momento. Inténtalo de nuevo en unos minutos.',
    )
    await expect(field).toHaveValue(mensaje)
    const stored = await adminDb.collection('opiniones').where('mensaje', '==', mensaje).get()
    expect(stored.size).toBe(0)
  })
})
