#!/usr/bin/env node
// Gives an existing account the admin role in users/{uid}, or takes it back with --revoke.
//
//   npm run grant-admin -- <email> [--revoke] [--emulators] [--project <id>]
//
// Only an account with a verified email address is made an admin (see grant-policy.mjs); a new
// staff member is invited with invite-staff, whose link proves the address. Where it runs: see
// staff-command.mjs.
import { getAuth } from 'firebase-admin/auth'
import { setStaffRole } from './roles.mjs'
import {
  isUserNotFound,
  parseStaffArgs,
  runStaffCommand,
  staffApp,
  staffTarget,
} from './staff-command.mjs'

const USAGE = 'Usage: npm run grant-admin -- <email> [--revoke] [--emulators] [--project <id>]'

async function main() {
  const options = parseStaffArgs(process.argv.slice(2), {
    revoke: { type: 'boolean', default: false },
  })
  if (!options) return console.log(USAGE)
  const target = staffTarget(options)
  const app = staffApp('grant-admin', target)

  let user
  try {
    user = await getAuth(app).getUserByEmail(options.email)
  } catch (error) {
    if (isUserNotFound(error)) {
      throw new Error(
        `No user with the email ${options.email} in project ${target.projectId}. ` +
          'Invite them first: npm run invite-staff -- <email>.',
      )
    }
    throw error
  }
  console.log(
    await setStaffRole(app, target, user, {
      email: options.email,
      revoke: options.revoke === true,
    }),
  )
}

runStaffCommand('grant-admin', USAGE, main)
