import { describe, expect, it } from 'vitest'

import { EmulatorSetupError } from './java-tools.mjs'
import { assertRulesReaderPatched, readRulesReader } from './rules-reader-patch.mjs'

describe("firebase-tools' reader of the Storage rules runtime", () => {
  it('is patched in this install (npm install applies the patch)', () => {
    expect(() => assertRulesReaderPatched()).not.toThrow()
    expect(readRulesReader()).toContain('pendingStdout.split("\\n")')
  })

  it('stops the start-up with what to do when the patch is missing', () => {
    const unpatched = readRulesReader().replaceAll('_handleRuntimeLine(', '_handle(')
    expect(() => assertRulesReaderPatched(unpatched)).toThrow(EmulatorSetupError)
    expect(() => assertRulesReaderPatched(unpatched)).toThrow(/Run `npm install`/)
  })
})
