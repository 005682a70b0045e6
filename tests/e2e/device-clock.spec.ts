import { expect, test, type Page } from '@playwright/test'
import { Timestamp, type DocumentData } from 'firebase-admin/firestore'
import { adminDb } from './support/firebase-admin'
import {
  assignedNumber,
  conoGratisEntry,
  makePng,
  removeConoGratisEntry,
  visitorUid,
} from './support/free-cone'
import { openPage } from './support/open-page'

// A phone whose clock is hours or a day off (a dead battery resets it) still sends an opinion and
// a free-cone picture: the hour the rules count a write in, the wait after a stamp and a record's
// expiry come from the server's clock. The browser's clock is moved with Playwright's clock
// (Date, timers and performance shifted together, time flowing as usual); the emulators and this
// test keep the machine's own, the server's.

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const hourOf = (millis: number) => Math.floor(millis / HOUR_MS)

const CLOCKS = [
  ['three hours ahead', 3 * HOUR_MS],
  ['a day behind', -DAY_MS],
] as const

const picker = (page: Page) => page.getByLabel(/^(Elegir imagen|Cambiar)$/)
const sendButton = (page: Page) => page.getByRole('button', { name: /Subir imagen|Subiendo/ })
const uploadAlert = (page: Page) =>
  page.getByRole('region', { name: 'Tu pantallazo' }).getByRole('alert')
const opinionField = (page: Page) => page.getByRole('textbox', { name: 'Mensaje' })
const opinionAlert = (page: Page) => page.getByRole('alert')

/** The visitor's record limites/{uid}, as stored. */
async function record(uid: string): Promise<DocumentData> {
  return (await adminDb.collection('limites').doc(uid).get()).data() ?? {}
}

/** The hour a part id names (`{kind}-{hour}-{part}`). */
const hourIn = (part: unknown) => Number(String(part).split('-')[1])

/** Checks that the part `cupo` is one of `kind` in an hour from `from` to `to`, stored exactly. */
async function expectCountedIn(cupo: unknown, kind: string, from: number, to: number) {
  expect(String(cupo)).toMatch(new RegExp(`^${kind}-[0-9]+-[0-9]$`))
  const hour = hourIn(cupo)
  expect(hour).toBeGreaterThanOrEqual(hourOf(from))
  expect(hour).toBeLessThanOrEqual(hourOf(to))
  const part = await adminDb.collection('ventanas').doc(String(cupo)).get()
  expect(part.get('n')).toBeGreaterThanOrEqual(1)
  expect(part.get('expira')).toEqual(Timestamp.fromMillis((hour + 48) * HOUR_MS))
}

for (const [name, offset] of CLOCKS) {
  test.describe(`a phone whose clock is ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: Date.now() + offset })
    })

    test('sends an opinion and a free-cone picture, counted in the server’s hour', async ({
      page,
    }, testInfo) => {
      // Slow by design: a picture prepared in the browser and stored, an opinion, and their checks.
      test.setTimeout(120_000)
      const deviceHours = [hourOf(Date.now() + offset), hourOf(Date.now() + offset) + 1]
      expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + offset - 60_000)

      // An opinion: accepted, stamped a week on by the server's clock.
      const mensaje = `Reloj ${name} ${testInfo.project.name} ${String(Date.now())}`
      await openPage(page, '/danos-tu-opinion')
      let before = Date.now()
      await opinionField(page).fill(mensaje)
      await page.getByRole('button', { name: 'Enviar' }).click()
      await expect(opinionAlert(page)).toHaveText('¡Mensaje enviado con éxito!', {
        timeout: 30_000,
      })
      let after = Date.now()
      const uid = await visitorUid(page)
      expect(uid).toBeTruthy()
      const afterOpinion = await record(String(uid))
      const opinion = await adminDb
        .collection('opiniones')
        .doc(String(afterOpinion.opinionId))
        .get()
      expect(opinion.get('mensaje')).toBe(mensaje)
      await expectCountedIn(afterOpinion.cupo, 'opiniones', before, after)
      const expira = (afterOpinion.expira as Timestamp).toMillis()
      expect(expira).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 60_000)
      expect(expira).toBeLessThanOrEqual(after + 7 * DAY_MS + 60_000)

      // A second opinion at once: the wait is the window's rest by the server's clock.
      await opinionField(page).fill(`${mensaje} otra vez`)
      await page.getByRole('button', { name: 'Enviar' }).click()
      await expect(opinionAlert(page)).toHaveText(
        /^Espera un momento antes de enviar otra opinión: podrás enviarla en ([1-9]|[12][0-9]|30) segundos?\. Tu mensaje sigue aquí\.$/,
        { timeout: 30_000 },
      )

      // A free-cone picture: its file stamp, its upload and its entry, each accepted.
      await openPage(page, '/cono-gratis')
      const file = `reloj-${testInfo.project.name}-${String(Date.now())}.png`
      before = Date.now()
      await picker(page).setInputFiles({
        name: file,
        mimeType: 'image/png',
        buffer: makePng(120, 160, [191, 72, 0]),
      })
      await sendButton(page).click()
      const numero = await assignedNumber(uploadAlert(page), 60_000)
      after = Date.now()
      try {
        const entry = await conoGratisEntry(numero)
        expect(entry?.nombre).toBe(file)
        expect(String(entry?.ruta).split('/')[1]).toBe(uid)
        const afterUpload = await record(String(uid))
        expect(afterUpload.pendientes).toEqual([numero])
        // Waiting for review, the record keeps no expiry.
        expect(afterUpload.expira).toBeUndefined()
        await expectCountedIn(afterUpload.cupo, 'entradas', before, after)
        const archivos = (afterUpload.archivos as Timestamp).toMillis()
        expect(archivos).toBeGreaterThanOrEqual(before - 1_000)
        expect(archivos).toBeLessThanOrEqual(after + 1_000)

        // Nothing was counted in the device's hour.
        const parts = await adminDb.collection('ventanas').get()
        expect(
          parts.docs.map((part) => part.id).filter((id) => deviceHours.includes(hourIn(id))),
        ).toEqual([])
        expect(
          parts.docs.some((part) =>
            part.id.startsWith(`archivos-${String(hourIn(afterUpload.cupo))}-`),
          ),
        ).toBe(true)
      } finally {
        await removeConoGratisEntry(numero)
        await adminDb.collection('opiniones').doc(String(afterOpinion.opinionId)).delete()
      }
    })
  })
}
