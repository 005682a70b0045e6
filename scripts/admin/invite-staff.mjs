#!/usr/bin/env node
// Invites a member of staff: creates the account when it is missing (without a password), prints
// a one-time link to the site's page that sets the password, waits until that is done (which
// proves the address: Firebase marks it verified) and then gives the account the admin role.
//
//   npm run invite-staff -- <email> [--project <id>] [--wait <minutes>] [--new-link] [--emulators]
//
// Run again, it grants the role at once when the address is already verified (a new link only
// for an account still unverified, or with --new-link). Where it runs: see staff-command.mjs.
import { setTimeout as sleep } from 'node:timers/promises'
import { getAuth } from 'firebase-admin/auth'
import { invitePlan, setPasswordLink, siteUrlOf, viteEnvFor } from './invite-link.mjs'
import { setStaffRole } from './roles.mjs'
import {
  UsageError,
  isUserNotFound,
  parseStaffArgs,
  runStaffCommand,
  staffApp,
  staffTarget,
  targetName,
} from './staff-command.mjs'

const USAGE =
  'Usage: npm run invite-staff -- <email> [--project <id>] [--wait <minutes>] [--new-link] [--emulators]'

/** How often the account is looked at while the link waits to be used. */
const POLL_MS = 3000

const AGAIN = 'Once the link has been used, run the same command again: it grants the role at once.'

/** @typedef {import('firebase-admin/auth').Auth} Auth */
/** @typedef {import('firebase-admin/auth').UserRecord} UserRecord */

/**
 * The account with this address, created (unverified, without a password) when there is none.
 * @param {Auth} auth
 * @param {string} email
 * @param {string} where
 * @returns {Promise<UserRecord>}
 */
async function accountOf(auth, email, where) {
  try {
    return await auth.getUserByEmail(email)
  } catch (error) {
    if (!isUserNotFound(error)) throw error
  }
  const user = await auth.createUser({ email, emailVerified: false })
  console.log(`Created the account ${email} (uid ${user.uid}) in ${where}, without a password.`)
  return user
}

/**
 * The account once its address is verified, or null when `until` comes first. A failed look (a
 * moment without a connection) is tried again; the last failure is thrown when time is up.
 * @param {Auth} auth
 * @param {string} uid
 * @param {number} until
 */
async function whenVerified(auth, uid, until) {
  /** @type {unknown} */
  let failure = null
  for (;;) {
    try {
      const user = await auth.getUser(uid)
      if (user.emailVerified) return user
      failure = null
    } catch (error) {
      if (isUserNotFound(error)) throw new Error(`The account ${uid} was deleted while waiting.`)
      failure = error
    }
    if (Date.now() + POLL_MS > until) {
      if (failure) throw failure
      return null
    }
    await sleep(POLL_MS)
  }
}

/** @param {string} typed */
function waitMinutesOf(typed) {
  const minutes = Number(typed)
  if (typed.trim() === '' || !Number.isFinite(minutes) || minutes < 0) {
    throw new UsageError(`--wait takes a number of minutes, 0 for none (got "${typed}").`)
  }
  return minutes
}

async function main() {
  const options = parseStaffArgs(process.argv.slice(2), {
    wait: { type: 'string', default: '30' },
    'new-link': { type: 'boolean', default: false },
  })
  if (!options) return console.log(USAGE)
  const { email } = options
  const waitMinutes = waitMinutesOf(String(options.wait))
  const target = staffTarget(options)
  const where = targetName(target)
  // Before anything is created: a wrong VITE_SITE_URL stops the command here.
  const siteUrl = siteUrlOf(target, viteEnvFor(target))
  const app = staffApp('invite-staff', target)
  const auth = getAuth(app)

  let user = await accountOf(auth, email, where)
  const plan = invitePlan({
    emailVerified: user.emailVerified,
    newLink: options['new-link'] === true,
  })
  if (plan.link) {
    const link = setPasswordLink(siteUrl, await auth.generatePasswordResetLink(email))
    console.log(
      `One-time link for ${email} (send it privately: whoever opens it sets the password):`,
    )
    console.log(link)
    console.log('It works once, for an hour. Setting the password with it proves the address.')
  }
  if (plan.waitForVerification) {
    if (waitMinutes === 0) {
      console.log(`Not waiting (--wait 0). ${AGAIN}`)
      return
    }
    // Listening before saying so: a Ctrl-C right after the line, or a second one, stops it alike.
    process.on('SIGINT', () => {
      console.log(`\nStopped waiting. ${AGAIN}`)
      process.exit(130)
    })
    console.log(
      `Waiting up to ${waitMinutes} min for the password to be set; then ${email} gets the ` +
        'role "admin" (Ctrl-C stops waiting).',
    )
    const verified = await whenVerified(auth, user.uid, Date.now() + waitMinutes * 60_000)
    if (!verified) {
      throw new Error(`The address of ${email} is not verified after ${waitMinutes} min. ${AGAIN}`)
    }
    user = verified
  }
  console.log(await setStaffRole(app, target, user, { email }))
}

runStaffCommand('invite-staff', USAGE, main)
