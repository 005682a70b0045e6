#!/usr/bin/env node
// Gives an existing account the admin role in users/{uid}, or takes it back with --revoke.
//
//   npm run grant-admin -- <email> [--revoke] [--emulators] [--project <id>] [--force-unverified]
//
// Only an account with a verified email address is made an admin (see grant-policy.mjs);
// --force-unverified skips that on the local emulators only.
// Runs against the local emulators when FIRESTORE_EMULATOR_HOST is set or --emulators is given
// (project demo-heladeria-colon unless told otherwise). Otherwise it runs against a real project
// with Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS) and needs --project <id>
// or GCLOUD_PROJECT.
import { parseArgs } from 'node:util'
import { applicationDefault } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { DEFAULT_PROJECT_ID, adminApp, useEmulators } from '../seed/emulator-env.mjs'
import { grantRefusal } from './grant-policy.mjs'

const USAGE =
  'Usage: npm run grant-admin -- <email> [--revoke] [--emulators] [--project <id>] [--force-unverified]'

class UsageError extends Error {}

/** @param {string[]} argv */
function parse(argv) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        revoke: { type: 'boolean', default: false },
        emulators: { type: 'boolean', default: false },
        project: { type: 'string' },
        'force-unverified': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length ? 'Give exactly one email address.' : 'Missing email.')
  }
  const email = String(positionals[0]).trim()
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an email address.`)
  return { ...values, email }
}

/** @param {{ emulators: boolean, project?: string }} options */
function target({ emulators, project }) {
  const onEmulators = emulators || Boolean(process.env.FIRESTORE_EMULATOR_HOST)
  if (onEmulators) {
    useEmulators()
    return { onEmulators, projectId: project || process.env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID }
  }
  const projectId = project || process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT
  if (!projectId) {
    throw new UsageError(
      'Missing project: pass --project <id> or set GCLOUD_PROJECT (or use --emulators for local work).',
    )
  }
  if (projectId.startsWith('demo-')) {
    throw new UsageError(
      `"${projectId}" is a demo project, which only exists on the emulators: add --emulators.`,
    )
  }
  return { onEmulators, projectId }
}

async function main() {
  const options = parse(process.argv.slice(2))
  const { onEmulators, projectId } = target(options)
  const app = adminApp(
    `grant-admin:${projectId}`,
    onEmulators ? { projectId } : { projectId, credential: applicationDefault() },
  )

  let user
  try {
    user = await getAuth(app).getUserByEmail(options.email)
  } catch (error) {
    if (error instanceof Object && 'code' in error && error.code === 'auth/user-not-found') {
      throw new Error(
        `No user with the email ${options.email} in project ${projectId}. ` +
          'The account must sign up (or be created in the console) first.',
      )
    }
    throw error
  }

  const refusal = grantRefusal({
    email: options.email,
    emailVerified: user.emailVerified,
    revoke: options.revoke,
    forceUnverified: options['force-unverified'],
    onEmulators,
  })
  if (refusal) throw new Error(refusal)

  const role = options.revoke ? 'cliente' : 'admin'
  const ref = getFirestore(app).doc(`users/${user.uid}`)
  const previous = (await ref.get()).get('role')
  await ref.set({ role, email: user.email ?? options.email }, { merge: true })

  const where = onEmulators ? `${projectId} (emulators)` : projectId
  const change = previous === role ? `already had the role "${role}"` : `now has the role "${role}"`
  console.log(`${options.email} (uid ${user.uid}) ${change} in ${where}: users/${user.uid}.`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`grant-admin: ${error.message}`)
    if (error instanceof UsageError) console.error(USAGE)
    else if (/credential|Could not load the default credentials/i.test(error.message)) {
      console.error(
        'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, or run ' +
          '`gcloud auth application-default login`.',
      )
    } else if (/ECONNREFUSED/.test(error.message)) {
      console.error('Could not reach the emulators: start them with `npm run emulators`.')
    }
    process.exit(1)
  },
)
