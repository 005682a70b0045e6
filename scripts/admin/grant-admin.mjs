// Gives an existing account the admin role (or takes it back), in users/{uid}.
//   npm run grant-admin -- <email> [--revoke] [--emulators] [--project <id>]
// Against the emulators when FIRESTORE_EMULATOR_HOST is set or --emulators is given; otherwise
// against a real project with Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
import { applicationDefault, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'

const USAGE = 'Usage: npm run grant-admin -- <email> [--revoke] [--emulators] [--project <id>]'

function parse(argv) {
  const options = { revoke: false, emulators: false, project: undefined, email: undefined }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--revoke') options.revoke = true
    else if (arg === '--emulators') options.emulators = true
    else if (arg === '--project') options.project = argv[++i]
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`)
    else options.email = arg
  }
  if (!options.email) throw new Error(USAGE)
  return options
}

async function main() {
  const options = parse(process.argv.slice(2))
  const emulators = options.emulators || Boolean(process.env.FIRESTORE_EMULATOR_HOST)
  if (emulators) {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080'
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099'
  }
  const projectId =
    options.project ??
    process.env.GCLOUD_PROJECT ??
    (emulators ? 'demo-heladeria-colon' : undefined)
  if (!projectId)
    throw new Error(`No project: pass --project <id> or set GCLOUD_PROJECT.\n${USAGE}`)
  const app = initializeApp(
    emulators ? { projectId } : { projectId, credential: applicationDefault() },
  )

  let user
  try {
    user = await getAuth(app).getUserByEmail(options.email)
  } catch (error) {
    if (error.code === 'auth/user-not-found') {
      throw new Error(
        `No account with the email ${options.email} in ${projectId}. Create it first.`,
      )
    }
    throw error
  }
  const role = options.revoke ? 'cliente' : 'admin'
  await getFirestore(app)
    .collection('users')
    .doc(user.uid)
    .set({ role, email: options.email }, { merge: true })
  console.log(
    `${options.email} (${user.uid}) now has the role "${role}" in ${projectId}${emulators ? ' (emulators)' : ''}.`,
  )
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
