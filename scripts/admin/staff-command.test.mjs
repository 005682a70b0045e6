import { describe, expect, it } from 'vitest'
import { UsageError, parseStaffArgs, staffTarget } from './staff-command.mjs'

const WAIT = { wait: { type: /** @type {const} */ ('string'), default: '30' } }

describe('parseStaffArgs', () => {
  it('reads the one address, the common options and the command’s own', () => {
    expect(
      parseStaffArgs([' Nueva@Example.com ', '--project', 'heladeria', '--wait', '5'], WAIT),
    ).toEqual({
      email: 'Nueva@Example.com',
      emulators: false,
      help: false,
      project: 'heladeria',
      wait: '5',
    })
  })

  it('answers --help with nothing to do', () => {
    expect(parseStaffArgs(['--help'], WAIT)).toBeNull()
  })

  it('refuses a malformed address in one line, without the usage', () => {
    for (const typed of ['nueva', 'nueva@', 'nueva@example', 'a b@example.com']) {
      let refusal
      try {
        parseStaffArgs([typed], WAIT)
      } catch (error) {
        refusal = error
      }
      expect(refusal).toBeInstanceOf(UsageError)
      expect(refusal).toMatchObject({
        showUsage: false,
        message: `"${typed}" is not an email address.`,
      })
    }
  })

  it('refuses no address, two addresses and unknown options, with the usage', () => {
    for (const argv of [[], ['a@example.com', 'b@example.com'], ['a@example.com', '--force']]) {
      expect(() => parseStaffArgs(argv, WAIT)).toThrow(UsageError)
      try {
        parseStaffArgs(argv, WAIT)
      } catch (error) {
        expect(error).toMatchObject({ showUsage: true })
      }
    }
  })
})

describe('staffTarget', () => {
  it('means the emulators when an emulator’s address is set, or --emulators', () => {
    expect(staffTarget({}, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({
      onEmulators: true,
      projectId: 'demo-heladeria-colon',
    })
    expect(staffTarget({}, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).onEmulators).toBe(
      true,
    )
    expect(staffTarget({ emulators: true, project: 'demo-otra' }, {})).toEqual({
      onEmulators: true,
      projectId: 'demo-otra',
    })
  })

  it('needs a real project otherwise', () => {
    expect(staffTarget({ project: 'heladeria-colon' }, {})).toEqual({
      onEmulators: false,
      projectId: 'heladeria-colon',
    })
    expect(staffTarget({}, { GCLOUD_PROJECT: 'heladeria-colon' }).projectId).toBe('heladeria-colon')
    expect(() => staffTarget({}, {})).toThrow(/^Missing project/)
    expect(() => staffTarget({ project: 'demo-heladeria-colon' }, {})).toThrow(
      /only exists on the emulators/,
    )
  })
})
