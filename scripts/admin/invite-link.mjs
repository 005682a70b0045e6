// The invitation's link: Firebase's own one-time password-reset code, on the site's own page
// that sets the password. Firebase's parameter names (mode, oobCode), so the same page can also
// be the project's custom action URL (console: Authentication > Templates).
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

/** The site's page that sets a password from such a code (src/app/route-tree.tsx). */
export const SET_PASSWORD_PATH = '/cuenta/contrasena'

/** Where the Hosting emulator serves the built site (firebase.json). */
export const EMULATOR_SITE_URL = 'http://127.0.0.1:5000'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The site's origin, as src/config/site-url.ts gives it: VITE_SITE_URL, else the project's
 * Firebase Hosting address (on the emulators, the Hosting emulator's).
 * @param {{ onEmulators: boolean, projectId: string }} target
 * @param {Record<string, string | undefined>} env the VITE_ variables, as Vite loads them
 */
export function siteUrlOf({ onEmulators, projectId }, env) {
  const configured = env.VITE_SITE_URL?.trim()
  const url = configured || (onEmulators ? EMULATOR_SITE_URL : `https://${projectId}.web.app`)
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== url.replace(/\/$/, '')) {
    throw new Error(
      `VITE_SITE_URL must be an origin such as https://heladeria.example (got ${url})`,
    )
  }
  return parsed.origin
}

/**
 * The VITE_ variables the build for this target reads: the environment, then the .env files of
 * its mode (production: .env.production.local and the rest; the emulators: .env.emulators).
 * @param {{ onEmulators: boolean }} target
 * @returns {Record<string, string | undefined>}
 */
export const viteEnvFor = ({ onEmulators }) =>
  loadEnv(onEmulators ? 'emulators' : 'production', projectRoot, 'VITE_')

/**
 * The link to send: the site's page with the code of Firebase's own action link.
 * @param {string} siteUrl
 * @param {string} actionLink what firebase-admin's generatePasswordResetLink returned
 */
export function setPasswordLink(siteUrl, actionLink) {
  const code = new URL(actionLink).searchParams.get('oobCode')
  if (!code) throw new Error(`Firebase's action link has no oobCode: ${actionLink}`)
  const link = new URL(SET_PASSWORD_PATH, siteUrl)
  link.search = new URLSearchParams({ mode: 'resetPassword', oobCode: code }).toString()
  return link.href
}

/**
 * What inviting an account does as it stands: a link while its address is unverified (or when
 * asked for one), then the role once the address is verified.
 * @param {{ emailVerified: boolean, newLink: boolean }} account
 */
export const invitePlan = ({ emailVerified, newLink }) => ({
  link: newLink || !emailVerified,
  waitForVerification: !emailVerified,
})
