// `npm run invite-staff` as a shop runs it, against the emulators: the same code as in production.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { afterAll, describe, expect, it } from 'vitest'
import { SITE_URL } from '../e2e/support/emulator-hosts'

const PROJECT_ID = 'demo-heladeria-colon'
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080'
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099'
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
const COMMAND = fileURLToPath(new URL('../../scripts/admin/invite-staff.mjs', import.meta.url))

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
const auth = getAuth(app)
const db = getFirestore(app)

/** Every address a test invites, deleted at the end with its role. */
const invited: string[] = []
const newAddress = (name: string) => {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`
  invited.push(email)
  return email
}

/** The command running: what it printed so far, and its end. */
function invite(...args: string[]) {
  const child = spawn(process.execPath, [COMMAND, ...args], {
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
  })
  let stdout = ''
  let stderr = ''
  const changed = new EventTarget()
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text
    changed.dispatchEvent(new Event('output'))
  })
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const exit = once(child, 'exit').then(([code]) => code as number | null)
  /** The first match of `pattern` (its first group, if any) once the command has printed it. */
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(stdout)
        if (match) resolve(match[1] ?? match[0])
        return Boolean(match)
      }
      if (look()) return
      changed.addEventListener('output', look)
      void exit.then(
        () => look() || reject(new Error(`Not printed: ${pattern}\n${stdout}${stderr}`)),
      )
    })
  return {
    output: () => stdout,
    errors: () => stderr,
    exit,
    printed,
    /** The link the command printed, once it has. */
    link: async () => new URL(await printed(/^(https?:\/\/\S+oobCode=\S+)$/m)),
    kill: () => child.kill('SIGINT'),
  }
}

/** What the Auth emulator recorded for the address: its action codes. */
async function oobCodesOf(email: string): Promise<string[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobCode: string }[] }
  return oobCodes.filter((code) => code.email === email).map((code) => code.oobCode)
}

/** Sets the password with the link's code, as the site's page does (the Auth REST API). */
async function setPassword(oobCode: string, newPassword: string) {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  )
  expect(response.status, await response.clone().text()).toBe(200)
}

async function signIn(email: string, password: string) {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  return response.status
}

const roleOf = async (email: string) => {
  const user = await auth.getUserByEmail(email)
  return (await db.doc(`users/${user.uid}`).get()).get('role') as unknown
}

afterAll(async () => {
  for (const email of invited) {
    const user = await auth.getUserByEmail(email).catch(() => null)
    if (!user) continue
    await db.doc(`users/${user.uid}`).delete()
    await auth.deleteUser(user.uid)
  }
})

describe('invite-staff', () => {
  it('creates the account, prints a link, and grants the role only once the link sets the password', async () => {
    const email = newAddress('invitada')
    const run = invite(email, '--wait', '3')
    const link = await run.link()

    // The site's own page, with Firebase's own code and parameter names.
    // The Hosting emulator's address, which the emulators' build names.
    expect(link.origin + link.pathname).toBe(`${SITE_URL}/cuenta/contrasena`)
    expect(link.searchParams.get('mode')).toBe('resetPassword')
    const oobCode = link.searchParams.get('oobCode') ?? ''
    expect(await oobCodesOf(email)).toContain(oobCode)
    expect(run.output()).toMatch(/^Created the account .* without a password\.$/m)

    const created = await auth.getUserByEmail(email)
    expect(created.emailVerified).toBe(false)
    expect(created.providerData).toEqual([])
    // Waiting, and no role before the address is proven: not even after a few looks.
    await new Promise((resolve) => setTimeout(resolve, 7000))
    expect(await roleOf(email)).toBeUndefined()
    expect(run.output()).toMatch(/^Waiting up to 3 min/m)

    await setPassword(oobCode, 'clave-nueva-123')
    expect(await run.exit).toBe(0)
    expect(run.output()).toContain(`${email} (uid ${created.uid}) now has the role "admin"`)
    expect(await roleOf(email)).toBe('admin')
    expect((await auth.getUser(created.uid)).emailVerified).toBe(true)
    expect(await signIn(email, 'clave-nueva-123')).toBe(200)

    // Run again: granted at once, without a new link.
    const codesBefore = await oobCodesOf(email)
    const again = invite(email)
    expect(await again.exit).toBe(0)
    expect(again.output()).not.toMatch(/oobCode=/)
    expect(again.output()).toContain('already had the role "admin"')
    expect(await oobCodesOf(email)).toEqual(codesBefore)
  })

  it('grants an account whose address is already verified at once, without a link', async () => {
    const email = newAddress('verificada')
    await auth.createUser({ email, password: 'clave-propia-123', emailVerified: true })
    const run = invite(email)
    expect(await run.exit).toBe(0)
    expect(run.output()).not.toMatch(/oobCode=|Created the account/)
    expect(run.output()).toMatch(/now has the role "admin"/)
    expect(await roleOf(email)).toBe('admin')
    expect(await oobCodesOf(email)).toEqual([])
    // The account's own password is untouched.
    expect(await signIn(email, 'clave-propia-123')).toBe(200)
  })

  it('stops waiting on Ctrl-C or when asked not to wait, and a later run prints a new link', async () => {
    const email = newAddress('sin-esperar')
    const first = invite(email)
    const firstLink = await first.link()
    await first.printed(/^Waiting up to 30 min/m)
    first.kill()
    expect(await first.exit).toBe(130)
    expect(first.output()).toMatch(/^Stopped waiting\. .*run the same command again/m)
    expect(await roleOf(email)).toBeUndefined()

    const second = invite(email, '--wait', '0')
    const secondLink = await second.link()
    expect(await second.exit).toBe(0)
    expect(second.output()).not.toMatch(/Created the account/)
    expect(secondLink.searchParams.get('oobCode')).not.toBe(firstLink.searchParams.get('oobCode'))
  })

  it('refuses a malformed address in one line and creates nothing', async () => {
    const run = invite('no-es-un-correo')
    expect(await run.exit).toBe(1)
    expect(run.errors().trim().split('\n')).toEqual([
      'invite-staff: "no-es-un-correo" is not an email address.',
    ])
    expect(run.output()).toBe('')
  })
})
