// The Storage emulator's rules runtime really evaluates the rules it is given: the same request is
// refused under storage.rules and accepted under a deliberately loosened copy. A runtime that
// permitted everything (the stand-in) would accept both, so this file fails where it is used.

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { ref, uploadBytes } from 'firebase/storage'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { PROJECT_ID, readRules, storageEmulator, storageOf } from './support'

const enforced = process.env.STORAGE_RULES_ENFORCED === 'true'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const CATCH_ALL_DENY = 'allow read, write: if false;'

let env: RulesTestEnvironment | undefined

async function withStorageRules(rules: string): Promise<RulesTestEnvironment> {
  await env?.cleanup()
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { ...storageEmulator(), rules },
  })
  return env
}

const anonymousUpload = (testEnv: RulesTestEnvironment) =>
  uploadBytes(
    ref(
      storageOf(
        testEnv.authenticatedContext('uid-visitante', {
          firebase: { sign_in_provider: 'anonymous' },
        }),
      ),
      'privado/x.png',
    ),
    PNG,
    { contentType: 'image/png' },
  )

afterEach(async () => {
  await env?.cleanup()
  env = undefined
})

// The emulator keeps the last ruleset loaded (a rejected one leaves none): leave storage.rules.
afterAll(async () => {
  await (await withStorageRules(readRules('storage.rules'))).cleanup()
  env = undefined
})

describe.skipIf(!enforced)(
  'the Storage rules engine (skipped unless STORAGE_RULES_ENFORCED=true: a permit-all stand-in proves nothing)',
  () => {
    it('refuses under storage.rules what a loosened copy lets through', async () => {
      const rules = readRules('storage.rules')
      expect(rules).toContain(CATCH_ALL_DENY)
      await assertFails(anonymousUpload(await withStorageRules(rules)))
      const loosened = rules.replace(CATCH_ALL_DENY, 'allow read, write: if true;')
      await assertSucceeds(anonymousUpload(await withStorageRules(loosened)))
    })

    it('reports a syntax error in the rules instead of accepting them', async () => {
      await expect(
        withStorageRules('rules_version = "2"; service firebase.storage {'),
      ).rejects.toThrow()
    })
  },
)
