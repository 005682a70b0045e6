import { describe, expect, it, vi } from 'vitest'

import { EmulatorSetupError } from './java-tools.mjs'
import {
  assertEnforcedOnCi,
  chooseStorageRulesRuntime,
  storageRulesBanner,
  storageRulesEnv,
} from './storage-rules.mjs'

/**
 * Steps that succeed unless told otherwise, with spies to see which ran.
 * @param {Partial<import('./storage-rules.mjs').StorageRulesSteps>} [overrides]
 */
function steps(overrides = {}) {
  return {
    findOfficial: vi.fn(() => undefined),
    downloadOfficial: vi.fn(async () => ({ reason: 'no network here', offline: true })),
    buildEngineRuntime: vi.fn(async () => '/build/storage-rules-runtime.jar'),
    selfTest: vi.fn(async () => {}),
    buildStandin: vi.fn(async () => '/build/storage-rules-standin.jar'),
    ...overrides,
  }
}

/** A log that keeps what it is given. */
function recorder() {
  /** @type {string[]} */
  const lines = []
  return {
    /** @param {string} message */
    log: (message) => {
      lines.push(message)
    },
    text: () => lines.join('\n'),
  }
}

/**
 * Chooses with `steps(overrides)`, logging to a recorder: the choice, the steps' spies and the log.
 * @param {Partial<import('./storage-rules.mjs').StorageRulesSteps>} [overrides]
 */
async function choose(overrides) {
  const { log, text } = recorder()
  const chosen = steps(overrides)
  const choice = await chooseStorageRulesRuntime(chosen, log)
  return { chosen, choice, text }
}

/**
 * A step that fails with `message`.
 * @param {string} message
 */
const failing = (message) =>
  vi.fn(async () => {
    throw new Error(message)
  })

describe('chooseStorageRulesRuntime', () => {
  it('prefers a cached official runtime and builds nothing', async () => {
    const { chosen, choice, text } = await choose({
      findOfficial: () => ({ name: 'cloud-storage-rules-runtime-v1.1.3.jar', jar: '/cache/x.jar' }),
    })
    expect(choice).toMatchObject({ kind: 'official', jar: '/cache/x.jar', enforced: true })
    expect(chosen.downloadOfficial).not.toHaveBeenCalled()
    expect(chosen.buildEngineRuntime).not.toHaveBeenCalled()
    expect(chosen.buildStandin).not.toHaveBeenCalled()
    expect(text()).toContain('official rules runtime (cloud-storage-rules-runtime')
  })

  it('uses the official runtime that firebase-tools downloaded, and builds nothing', async () => {
    const { chosen, choice, text } = await choose({
      downloadOfficial: vi.fn(async () => ({
        name: 'cloud-storage-rules-runtime-v1.1.3.jar',
        jar: undefined,
      })),
    })
    expect(choice).toMatchObject({ kind: 'official', jar: undefined, enforced: true })
    expect(chosen.buildEngineRuntime).not.toHaveBeenCalled()
    expect(text()).toContain('official rules runtime (cloud-storage-rules-runtime-v1.1.3.jar)')
  })

  it('says in one line why the official runtime could not be had', async () => {
    const { log, text } = recorder()
    await chooseStorageRulesRuntime(steps(), log)
    expect(text()).toContain(
      'Storage: the official rules runtime is not cached and cannot be downloaded (no network here); using what works offline.',
    )
  })

  it("uses the runtime on Google's engine when it builds and passes its self-test", async () => {
    const { chosen, choice, text } = await choose()
    expect(choice).toMatchObject({
      kind: 'google-engine',
      jar: '/build/storage-rules-runtime.jar',
      enforced: true,
    })
    expect(chosen.selfTest).toHaveBeenCalledWith('/build/storage-rules-runtime.jar')
    expect(chosen.buildStandin).not.toHaveBeenCalled()
    expect(text()).toContain("Google's rules engine")
    expect(text()).not.toContain('NOT enforced')
  })

  it('falls back to the stand-in, loudly and with the reason, when the build fails', async () => {
    const { chosen, choice, text } = await choose({
      buildEngineRuntime: failing('javac: cannot find symbol FirebaseStorageGetContextConverter'),
    })
    expect(choice).toMatchObject({ kind: 'stand-in', enforced: false })
    expect(choice.fallbackReason).toContain('could not be built')
    expect(chosen.selfTest).not.toHaveBeenCalled()
    expect(text()).toContain('storage.rules NOT enforced')
    expect(text()).toContain('cannot find symbol FirebaseStorageGetContextConverter')
  })

  it('falls back to the stand-in when the self-test fails', async () => {
    const { choice, text } = await choose({
      selfTest: failing('an image upload over the size limit: expected permit=false'),
    })
    expect(choice).toMatchObject({
      kind: 'stand-in',
      jar: '/build/storage-rules-standin.jar',
      enforced: false,
    })
    expect(choice.fallbackReason).toContain('failed its self-test')
    expect(text()).toContain('expected permit=false')
  })
})

describe('storageRulesEnv', () => {
  it('says whether the rules are enforced and which JAR to run', () => {
    expect(
      storageRulesEnv({ kind: 'google-engine', jar: '/r.jar', enforced: true, description: 'x' }),
    ).toEqual({ STORAGE_RULES_ENFORCED: 'true', STORAGE_EMULATOR_BINARY_PATH: '/r.jar' })
    expect(
      storageRulesEnv({ kind: 'stand-in', jar: '/s.jar', enforced: false, description: 'x' }),
    ).toEqual({ STORAGE_RULES_ENFORCED: 'false', STORAGE_EMULATOR_BINARY_PATH: '/s.jar' })
  })

  it("leaves firebase-tools' own cached runtime alone", () => {
    expect(
      storageRulesEnv({ kind: 'official', jar: undefined, enforced: true, description: 'x' }),
    ).toEqual({ STORAGE_RULES_ENFORCED: 'true' })
  })
})

describe('the banner and CI', () => {
  /** @type {import('./storage-rules.mjs').StorageRulesChoice} */
  const enforced = { kind: 'google-engine', jar: '/r.jar', enforced: true, description: 'engine' }
  /** @type {import('./storage-rules.mjs').StorageRulesChoice} */
  const standin = {
    kind: 'stand-in',
    jar: '/s.jar',
    enforced: false,
    description: 'the stand-in',
    fallbackReason: 'it failed its self-test: boom',
  }

  it('says in one line whether the rules are enforced', () => {
    expect(storageRulesBanner(enforced)).toBe('Storage rules: ENFORCED by engine')
    expect(storageRulesBanner(standin)).toMatch(/^Storage rules: NOT ENFORCED \(/)
  })

  it('fails on CI without enforcement, with the reason', () => {
    expect(() => assertEnforcedOnCi(standin, { CI: 'true' })).toThrow(EmulatorSetupError)
    expect(() => assertEnforcedOnCi(standin, { CI: 'true' })).toThrow(/self-test: boom/)
  })

  it('lets CI with enforcement, and local runs, go on', () => {
    expect(() => assertEnforcedOnCi(enforced, { CI: 'true' })).not.toThrow()
    expect(() => assertEnforcedOnCi(standin, {})).not.toThrow()
    expect(() => assertEnforcedOnCi(standin, { CI: 'false' })).not.toThrow()
  })
})
