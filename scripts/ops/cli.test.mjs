import { describe, expect, it } from 'vitest'
import { hintFor } from './cli.mjs'

describe('hintFor', () => {
  it('says where credentials come from when there are none', () => {
    expect(hintFor(new Error('Could not load the default credentials. Browse to …'))).toMatch(
      /^Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file/,
    )
  })

  it('tells to start the emulators when they refuse the connection', () => {
    const refused = new Error('fetch failed', { cause: { code: 'ECONNREFUSED' } })
    expect(hintFor(refused)).toBe(
      'Could not reach the emulators: start them with `npm run emulators`.',
    )
  })

  it('tells to check the connection when Google cannot be reached', () => {
    expect(hintFor(new Error('getaddrinfo ENOTFOUND storage.googleapis.com'))).toMatch(
      /^Could not reach Google's servers/,
    )
  })

  it('names the roles when the account lacks rights', () => {
    expect(
      hintFor(new Error('Firestore answered 403: Missing or insufficient permissions.')),
    ).toMatch(/Cloud Datastore User and Storage Object Admin roles/)
  })

  it('adds nothing to other errors', () => {
    expect(hintFor(new Error('something else'))).toBeUndefined()
  })
})
