import { randomUUID } from 'node:crypto'
import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { retryingStorage } from '../../../scripts/seed/storage-retry.mjs'
import { AUTH_HOST, FIRESTORE_HOST, STORAGE_HOST } from './emulator-hosts'
import { makePng } from './png'
import { visitorContext } from './project-context'

export const PROJECT_ID = 'demo-heladeria-colon'
export const BUCKET = `${PROJECT_ID}.appspot.com`

process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= STORAGE_HOST

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET })
/** What Firestore and Storage really hold (firebase-admin, bypassing the rules). */
export const db = getFirestore(app)
export const bucket = getStorage(app).bucket(BUCKET)

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin-123' }
export const CLIENTE = { email: 'cliente@example.com', password: 'demo-cliente-123' }

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Correo electrónico' })
export const passwordField = (page: Page) => page.locator('input[name="password"]')

/** Fills the sign-in form and presses 'Entrar'. */
export async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
  await emailField(page).fill(account.email)
  await passwordField(page).fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** The signed-in admin's browser state (Auth keeps it in IndexedDB), saved by this worker. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/**
 * Signs in as the demo admin and waits for where the specification sends it: /dashboard, which
 * redirects to /dashboard/comidas. The worker's first sign-in goes through the form; later ones,
 * on a page that has not been anywhere yet, start from the state that sign-in left (the sign-in
 * form itself is tested in admin-access.spec.ts).
 */
export async function signInAsAdmin(page: Page) {
  if (adminState && page.url() === 'about:blank') {
    await page.context().setStorageState(adminState)
    await page.goto('/dashboard')
  } else {
    await submitLogin(page, ADMIN)
  }
  await expect(page).toHaveURL(/\/dashboard\/comidas$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Comidas' })).toBeVisible()
  adminState ??= await page.context().storageState({ indexedDB: true })
}

/**
 * The panel's places on screen: the side menu on wide screens; on phones the tab bar ('Panel':
 * Comidas, Helados, Bebidas, Misterio, Clientes) and the top bar ('Otras secciones': Inicio, Hoy,
 * Opiniones, Tienda). The bars of the other size are not displayed, so not found.
 */
export const panelNavs = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Panel' })
    .or(page.getByRole('navigation', { name: 'Otras secciones' }))

/** The link to a place of the panel, wherever it is at this size. */
export const panelLink = (page: Page, label: string) =>
  panelNavs(page).getByRole('link', { name: new RegExp(`^${label}\\b`) })

/** The staff's home screen, one tap away: Inicio, first in the side menu and in a phone's top bar. */
export async function openInicio(page: Page) {
  const inicio = panelLink(page, 'Inicio')
  await expect(inicio).toBeVisible()
  await inicio.click()
  await expect(page).toHaveURL(/\/dashboard\/inicio$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible()
}

/** Opens a screen from the panel's places, one tap at either size. */
export async function openFromPanel(page: Page, label: string) {
  await panelLink(page, label).click()
}

/**
 * A second, signed-in admin in a browser context of its own, at the project's size: the staff's
 * phone or computer while the test's page stays the visitor's. Close it with
 * `staff.context().close()`.
 */
export async function openStaffPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await visitorContext(browser, testInfo)
  const staff = await context.newPage()
  await signInAsAdmin(staff)
  return staff
}

export type EntryState = 'pendiente' | 'publicada' | 'oculta'
const TAB: Record<EntryState, string> = {
  pendiente: 'Pendientes',
  publicada: 'Publicadas',
  oculta: 'Ocultas',
}

/** The Clientes screen, reached from the menu (side menu or bottom bar). */
export async function openClientes(page: Page) {
  await page
    .getByRole('navigation', { name: 'Panel' })
    .getByRole('link', { name: /^Clientes\b/ })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/clientes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
}

/** A review tab of Clientes: 'Pendientes (n)' and the like. */
export const stateTab = (page: Page, estado: EntryState) =>
  page.getByRole('tab', { name: new RegExp(`^${TAB[estado]}\\b`) })

/** Opens a review tab and waits for its list (or its empty message). */
export async function showState(page: Page, estado: EntryState) {
  await stateTab(page, estado).click()
  await expect(stateTab(page, estado)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: TAB[estado] })).toBeVisible()
  await expect(page.getByText('Cargando imágenes...')).toHaveCount(0)
}

/** The list of one review tab: 'Imágenes pendientes' and the like. */
export const entryList = (page: Page, estado: EntryState) =>
  page.getByRole('list', { name: `Imágenes ${TAB[estado].toLowerCase()}` })

/** The card of entry `numero` in a review tab's list. */
export const entryCard = (page: Page, estado: EntryState, numero: number) =>
  entryList(page, estado)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `N.º ${String(numero)}`, exact: true }) })

/** The numbers a review tab's list shows, in page order. */
export async function listedNumbers(page: Page, estado: EntryState): Promise<number[]> {
  const headings = await entryList(page, estado)
    .getByRole('listitem')
    .getByRole('heading')
    .allTextContents()
  return headings.map((text) => Number(text.replace('N.º ', '')))
}

/** The specification's question before an image is deleted, letter for letter. */
export const IMAGE_QUESTION = '¿Estás seguro de que deseas eliminar esta imagen?'

/** The confirmation dialog that asks `question`. */
export const questionDialog = (page: Page, question = IMAGE_QUESTION) =>
  page.getByRole('dialog', { name: question, exact: true })

/** Answers the open question with 'Eliminar' and waits for it to close. */
export async function confirmDeletion(page: Page, question = IMAGE_QUESTION) {
  const dialog = questionDialog(page, question)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Eliminar' }).click()
  await expect(dialog).toHaveCount(0)
}

/** The snackbar with this text. */
export const snackbar = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text })

/** A unique, recognisable file name for this run and project. */
export const uniqueName = (project: string, label: string) =>
  `e2e-admin-${project}-${label}-${Date.now()}-${randomUUID().slice(0, 6)}.png`

export const pngFile = (
  name: string,
  color: [number, number, number],
  width = 320,
  height = 480,
) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(width, height, color, color),
})

/** The Storage path a download URL points at. */
export function storagePathOf(url: string): string {
  const match = /\/o\/([^?]+)/.exec(url)
  if (!match?.[1]) throw new Error(`Not a Storage download URL: ${url}`)
  return decodeURIComponent(match[1])
}

export async function fileExists(path: string): Promise<boolean> {
  const [exists] = await retryingStorage(() => bucket.file(path).exists())
  return exists
}

/** The documents of a collection whose nombre is `nombre`. */
export async function docsNamed(collection: string, nombre: string) {
  const snapshot = await db.collection(collection).where('nombre', '==', nombre).get()
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as DocumentData }))
}

/** Removes what a test made, whether or not the test got as far as deleting it. */
export async function removeTestImages(collection: string, nombres: string[]) {
  for (const nombre of nombres) {
    for (const { id, data } of await docsNamed(collection, nombre)) {
      await db.collection(collection).doc(id).delete()
      const paths = [
        data.ruta,
        data.rutaMediana,
        data.rutaMiniatura,
        typeof data.url === 'string' ? storagePathOf(data.url) : undefined,
      ]
      for (const path of new Set(paths.filter((p): p is string => typeof p === 'string'))) {
        await retryingStorage(() => bucket.file(path).delete({ ignoreNotFound: true }))
      }
    }
  }
}

export { Timestamp }
