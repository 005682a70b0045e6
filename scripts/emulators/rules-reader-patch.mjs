// firebase-tools (13, and 14 still) reads the Storage rules runtime's stdout one chunk at a time and
// parses each chunk as one JSON message: answers that arrive together are dropped, and the requests
// waiting for them (uploads, downloads) hang for good (firebase/firebase-tools#6194, fixed upstream
// by #10852). patches/firebase-tools+14.27.0.patch, applied by `npm install` (patch-package), makes
// the reader split the stream into lines. The emulators refuse to start without it.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { EmulatorSetupError } from './java-tools.mjs'

const READER = 'firebase-tools/lib/emulator/storage/rules/runtime.js'
/** The method the patch adds; the unpatched reader has no such name. */
const PATCH_MARK = '_handleRuntimeLine('

/** The installed reader's source. */
export function readRulesReader() {
  return readFileSync(createRequire(import.meta.url).resolve(READER), 'utf8')
}

/** Throws, saying what to do, unless the reader splits the runtime's answers into lines. */
export function assertRulesReaderPatched(source = readRulesReader()) {
  if (source.includes(PATCH_MARK)) return
  throw new EmulatorSetupError(
    "firebase-tools reads the Storage rules runtime's answers without splitting them into lines, " +
      'so Storage requests can hang (patches/firebase-tools+14.27.0.patch is not applied). ' +
      'Run `npm install` (it applies the patch with patch-package), then start again.',
  )
}
