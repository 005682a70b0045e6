import { describe, expect, it } from 'vitest'
import { TargetError, chooseTarget, defaultBucketNames } from './target.mjs'

const EMULATORS = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }

describe('chooseTarget', () => {
  it('uses the emulators when one of their variables is set, with the demo project by default', () => {
    expect(chooseTarget({}, EMULATORS)).toEqual({
      projectId: 'demo-heladeria-colon',
      onEmulators: true,
    })
    expect(chooseTarget({}, { FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }).onEmulators).toBe(
      true,
    )
  })

  it('uses the emulators when told to, whatever the environment', () => {
    expect(chooseTarget({ emulators: true, project: 'demo-otra-tienda' }, {})).toEqual({
      projectId: 'demo-otra-tienda',
      onEmulators: true,
    })
  })

  it('takes --project before GCLOUD_PROJECT, and a --bucket given', () => {
    expect(
      chooseTarget(
        { project: 'heladeria-real', bucket: 'mi-bucket.appspot.com' },
        {
          GCLOUD_PROJECT: 'otra-cosa',
        },
      ),
    ).toEqual({
      projectId: 'heladeria-real',
      onEmulators: false,
      bucketName: 'mi-bucket.appspot.com',
    })
    expect(chooseTarget({}, { GCLOUD_PROJECT: 'heladeria-real' })).toEqual({
      projectId: 'heladeria-real',
      onEmulators: false,
    })
  })

  it.each([
    [{}, {}, /^Missing project: pass --project <id> or set GCLOUD_PROJECT/],
    [
      { project: 'demo-heladeria-colon' },
      {},
      /is a demo project, which only exists on the local emulators/,
    ],
    [{ project: 'Heladeria' }, {}, /"Heladeria" is not a project id/],
    [{ project: 'heladeria-real', bucket: 'gs://x' }, {}, /"gs:\/\/x" is not a bucket name/],
  ])('refuses %j with one line that says what to do', (options, env, message) => {
    expect(() => chooseTarget(options, env)).toThrow(TargetError)
    expect(() => chooseTarget(options, env)).toThrow(message)
    try {
      chooseTarget(options, env)
    } catch (error) {
      expect(String(/** @type {Error} */ (error).message)).not.toContain('\n')
    }
  })
})

describe('defaultBucketNames', () => {
  it('tries the older name first, then the one of projects made since October 2024', () => {
    expect(defaultBucketNames('heladeria-real')).toEqual([
      'heladeria-real.appspot.com',
      'heladeria-real.firebasestorage.app',
    ])
  })
})
