import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/open-page'
import { adminDb } from './support/firebase-admin'
import {
  assignedNumber,
  conoGratisEntriesNamed,
  makePng,
  removeConoGratisEntry,
  storedObject,
  visitorUid,
} from './support/free-cone'

// Slow only in sum: 12 tests a project, each trying a bad file or text through the real form and
// reading back what reached Firestore and Storage; the 20 MB file and the HTML shown to the
// staff (a sign-in) take longest.

// Bad input from visitors: each gets a clear Spanish message, nothing is lost, and what reaches
// Firestore and Storage (read back through firebase-admin) is only what should.

const picker = (page: Page) => page.getByLabel(/^(Elegir imagen|Cambiar)$/)
const sendButton = (page: Page) => page.getByRole('button', { name: /Subir imagen|Subiendo/ })
const uploadAlert = (page: Page) =>
  page.getByRole('region', { name: 'Tu pantallazo' }).getByRole('alert')

async function opinionsContaining(text: string): Promise<string[]> {
  const snapshot = await adminDb.collection('opiniones').get()
  return snapshot.docs
    .map((entry) => entry.get('mensaje') as string)
    .filter((mensaje) => mensaje.includes(text))
}

test.describe('free-cone upload: files that cannot be used', () => {
  const refused = [
    {
      label: 'a PDF',
      file: { name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      message: 'No podemos usar «menu.pdf»: no es una imagen.',
    },
    {
      label: 'an empty file',
      file: { name: 'vacia.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
      message: 'No podemos usar «vacia.png»: el archivo está vacío.',
    },
    {
      label: 'a file over 20 MB',
      file: {
        name: 'enorme.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 1),
      },
      message: 'No podemos usar «enorme.jpg»: pesa más de 20 MB.',
    },
    {
      label: 'an SVG',
      file: {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      },
      message: 'No podemos usar «logo.svg»: las imágenes SVG no se aceptan.',
    },
  ]

  for (const { label, file, message } of refused) {
    test(`refuses ${label} with a clear message, keeping the image already chosen`, async ({
      page,
    }) => {
      await openPage(page, '/cono-gratis')
      await picker(page).setInputFiles({
        name: 'elegida.png',
        mimeType: 'image/png',
        buffer: makePng(60, 90, [191, 72, 0]),
      })
      await picker(page).setInputFiles(file)
      await expect(uploadAlert(page)).toContainText(message)
      await expect(page.getByRole('img', { name: 'Vista previa de elegida.png' })).toBeVisible()
      expect(await conoGratisEntriesNamed(file.name)).toEqual([])
    })
  }

  test('a photo the browser cannot open (HEIC) is kept, with advice, and nothing is stored', async ({
    page,
  }) => {
    // The start of a real HEIC file: an ISO box "ftyp" with the brand "heic".
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(2000, 7),
    ])
    await openPage(page, '/cono-gratis')
    await picker(page).setInputFiles({
      name: 'IMG_0042.HEIC',
      mimeType: 'image/heic',
      buffer: heic,
    })
    await sendButton(page).click()
    await expect(uploadAlert(page)).toContainText(
      'No pudimos abrir «IMG_0042.HEIC» en este teléfono. Si es una foto HEIC',
    )
    await expect(page.getByRole('img', { name: 'Vista previa de IMG_0042.HEIC' })).toBeAttached()
    await expect(sendButton(page)).toBeEnabled()
    expect(await conoGratisEntriesNamed('IMG_0042.HEIC')).toEqual([])
  })
})

test.describe('free-cone upload: awkward file names', () => {
  const names = [
    // File systems allow no '/' in a name, so a picker can only hand over a backslash path.
    ['a path', '..\\..\\etc\\passwd.png'],
    ['an encoded separator', 'a%2F..%2Fhistoria.png'],
    ['emoji', '🍦 mi helado 🍓.png'],
    ['300 characters', `${'h'.repeat(296)}.png`],
    ['HTML', '<img src=x onerror=alert(1)>.png'],
  ] as const

  for (const [label, name] of names) {
    test(`stores a name with ${label} under a safe path and keeps the original`, async ({
      page,
    }) => {
      let numero: number | undefined
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected dialog: ${dialog.message()}`)
      })
      try {
        await openPage(page, '/cono-gratis')
        await picker(page).setInputFiles({
          name,
          mimeType: 'image/png',
          buffer: makePng(40, 60, [0, 120, 160]),
        })
        await sendButton(page).click()
        numero = await assignedNumber(uploadAlert(page))
        const entry = (await adminDb.collection('cono-gratis').doc(String(numero)).get()).data()
        expect(entry?.nombre).toBe(name)
        // One safe name, in the visitor's own folder: no way out of it.
        const uid = await visitorUid(page)
        expect(uid).toMatch(/^[\w-]{10,}$/)
        expect(entry?.ruta).toMatch(
          new RegExp(`^cono-gratis/${String(uid)}/[a-z0-9][a-z0-9.-]{0,90}-\\d{13}$`),
        )
        expect(entry?.rutaMiniatura).toBe(`${String(entry?.ruta)}-480`)
        expect(await storedObject(String(entry?.ruta))).not.toBeNull()
        expect(await storedObject(String(entry?.rutaMiniatura))).not.toBeNull()
      } finally {
        if (numero !== undefined) await removeConoGratisEntry(numero)
      }
    })
  }
})

test.describe('opinions: bad input', () => {
  test('10,000 characters: a visible counter and limit, nothing sent, nothing lost', async ({
    page,
  }) => {
    const marker = `largo-${String(Date.now())}`
    const long = `${marker} ${'a'.repeat(10_000 - marker.length - 1)}`
    await openPage(page, '/danos-tu-opinion')
    const field = page.getByRole('textbox', { name: 'Mensaje' })
    await expect(page.getByText('0 / 2000')).toBeVisible()
    await field.fill(long)
    await expect(page.getByText('10000 / 2000')).toBeVisible()
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Tu mensaje tiene 10000 caracteres y el máximo es 2000.',
    )
    await expect(field).toHaveValue(long)
    expect(await opinionsContaining(marker)).toEqual([])
  })

  test('HTML and script are stored as text and shown as text to the staff', async ({
    page,
    browser,
  }) => {
    const marker = `html-${String(Date.now())}`
    const mensaje = `${marker} <img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>`
    await openPage(page, '/danos-tu-opinion')
    await page.getByRole('textbox', { name: 'Mensaje' }).fill(mensaje)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByRole('alert')).toHaveText('¡Mensaje enviado con éxito!')
    expect(await opinionsContaining(marker)).toEqual([mensaje])

    const staff = await browser.newPage()
    try {
      await staff.goto('/login')
      await staff.getByRole('textbox', { name: 'Correo electrónico' }).fill('admin@example.com')
      await staff.locator('input[name="password"]').fill('demo-admin-123')
      await staff.getByRole('button', { name: 'Entrar' }).click()
      await expect(staff).toHaveURL(/\/dashboard\/comidas$/)
      await staff.goto('/dashboard/opiniones')
      await expect(staff.getByText(mensaje, { exact: true })).toBeVisible()
      expect(await staff.evaluate(() => 'hacked' in window || '__hacked' in window)).toBe(false)
      expect(await staff.locator('main img[src="x"]').count()).toBe(0)
    } finally {
      await staff.close()
      const snapshot = await adminDb.collection('opiniones').get()
      for (const entry of snapshot.docs) {
        if (String(entry.get('mensaje')).includes(marker)) await entry.ref.delete()
      }
    }
  })
})
