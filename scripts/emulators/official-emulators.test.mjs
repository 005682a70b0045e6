// The choices of prepare.mjs between cached, downloaded and offline copies, with the network probe
// and firebase-tools' download stubbed.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SdkJarNotFoundError, chooseFirestoreEmulator } from './firestore-emulator.mjs'
import { EmulatorSetupError } from './java-tools.mjs'
import {
  DOWNLOAD_HOST,
  downloadDetails,
  firebaseSetup,
  officialEmulators,
  probeUrl,
} from './official-emulators.mjs'
import { chooseStorageRulesRuntime } from './storage-rules.mjs'

const FIRESTORE_JAR = 'cloud-firestore-emulator-v1.19.8.jar'
const STORAGE_JAR = 'cloud-storage-rules-runtime-v1.1.3.jar'
const JARS = { firestore: FIRESTORE_JAR, storage: STORAGE_JAR }
const SDK_JAR = '/sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const OFFLINE = 'getaddrinfo ENOTFOUND storage.googleapis.com'

/** @type {string} */
let cacheDir
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'emulators-cache-'))
})
afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true })
})

/**
 * A copy of firebase-tools' size (a sparse file), or one cut short when `bytes` is given.
 * @param {'firestore' | 'storage'} emulator
 * @param {number} [bytes]
 */
function putInCache(emulator, bytes) {
  const jar = path.join(cacheDir, JARS[emulator])
  writeFileSync(jar, 'jar')
  truncateSync(jar, bytes ?? downloadDetails(emulator)?.opts.expectedSize)
}

/**
 * The official copies with a stubbed network: the probe fails when `offline`, and the download
 * fails when `failing`, or else writes the JAR into the cache as firebase-tools does.
 * @param {{ offline?: boolean, failing?: string }} [network]
 */
function setUp({ offline = false, failing } = {}) {
  /** @type {string[]} */
  const lines = []
  const log = (/** @type {string} */ line) => {
    lines.push(line)
  }
  const probe = vi.fn(async () => {
    if (offline) throw new Error(OFFLINE)
  })
  const download = vi.fn(async (/** @type {'firestore' | 'storage'} */ emulator) => {
    if (failing) throw new Error(failing)
    putInCache(emulator)
  })
  const official = officialEmulators({ cacheDir, log, probe, download })
  return { official, probe, download, log, text: () => lines.join('\n') }
}

/**
 * @param {ReturnType<typeof setUp>} setup
 * @param {{ sdk?: boolean }} [options]
 */
function chooseFirestore({ official, log }, { sdk = true } = {}) {
  const steps = {
    findOfficial: () => official.cached('firestore'),
    downloadOfficial: () => official.download('firestore'),
    findSdkJar: vi.fn(async () => {
      if (!sdk) throw new SdkJarNotFoundError('The Firestore emulator was not found.')
      return SDK_JAR
    }),
    buildLauncher: vi.fn(async () => '/build/firestore-emulator.jar'),
  }
  return { steps, choice: chooseFirestoreEmulator(steps, log) }
}

/**
 * @param {ReturnType<typeof setUp>} setup
 * @param {{ selfTest?: (jar: string) => Promise<void> }} [overrides]
 */
function chooseStorage({ official, log }, overrides = {}) {
  const steps = {
    findOfficial: () => official.cached('storage'),
    downloadOfficial: () => official.download('storage'),
    buildEngineRuntime: vi.fn(async () => '/build/storage-rules-runtime.jar'),
    selfTest: vi.fn(async () => {}),
    buildStandin: vi.fn(async () => '/build/storage-rules-standin.jar'),
    ...overrides,
  }
  return { steps, choice: chooseStorageRulesRuntime(steps, log) }
}

/**
 * The storage rules runtime firebase-tools was just asked to download is the one chosen.
 * @param {ReturnType<typeof setUp>} setup
 * @param {ReturnType<typeof chooseStorage>} storage
 */
async function expectDownloadedRuntime(setup, storage) {
  expect(await storage.choice).toMatchObject({
    kind: 'official',
    jar: path.join(cacheDir, STORAGE_JAR),
    enforced: true,
  })
  expect(setup.download).toHaveBeenCalledWith('storage')
}

describe('cached official copies', () => {
  it('are used without probing the network or looking for the SDK', async () => {
    putInCache('firestore')
    putInCache('storage')
    const setup = setUp()
    const firestore = chooseFirestore(setup)
    const storage = chooseStorage(setup)

    expect(await firestore.choice).toBe(path.join(cacheDir, FIRESTORE_JAR))
    expect(await storage.choice).toMatchObject({
      kind: 'official',
      jar: path.join(cacheDir, STORAGE_JAR),
      enforced: true,
    })
    expect(setup.probe).not.toHaveBeenCalled()
    expect(setup.download).not.toHaveBeenCalled()
    expect(firestore.steps.findSdkJar).not.toHaveBeenCalled()
    expect(storage.steps.buildEngineRuntime).not.toHaveBeenCalled()
  })
})

describe('a cached copy cut short', () => {
  it('is not used: firebase-tools downloads it again', async () => {
    putInCache('storage', 1_000_000)
    const setup = setUp()
    await expectDownloadedRuntime(setup, chooseStorage(setup))
    expect(setup.text()).toContain(
      `Storage: the cached ${STORAGE_JAR} is incomplete (1000000 of 52892936 bytes); not used`,
    )
  })

  it('leaves the Cloud SDK emulator to be used', async () => {
    putInCache('firestore', 10)
    const setup = setUp({ offline: true })
    const firestore = chooseFirestore(setup)

    expect(await firestore.choice).toBe('/build/firestore-emulator.jar')
    expect(firestore.steps.buildLauncher).toHaveBeenCalledWith(SDK_JAR)
    expect(setup.text()).toContain('is incomplete (10 of 63634791 bytes)')
  })
})

describe('no copy, download host reachable', () => {
  it('has firebase-tools download the storage rules runtime and uses that JAR', async () => {
    const setup = setUp()
    const storage = chooseStorage(setup)
    await expectDownloadedRuntime(setup, storage)
    expect(storage.steps.buildEngineRuntime).not.toHaveBeenCalled()
    expect(setup.text()).toContain('Storage: downloading the official rules runtime')
  })

  it('downloads the Firestore emulator when the Cloud SDK has none, and uses that JAR', async () => {
    const setup = setUp()
    const firestore = chooseFirestore(setup, { sdk: false })

    expect(await firestore.choice).toBe(path.join(cacheDir, FIRESTORE_JAR))
    expect(setup.download).toHaveBeenCalledWith('firestore')
    expect(firestore.steps.buildLauncher).not.toHaveBeenCalled()
    expect(setup.text()).toContain(`Firestore: using the official emulator ${FIRESTORE_JAR}`)
  })

  it("prefers the Cloud SDK's Firestore emulator to a download", async () => {
    const setup = setUp()
    const firestore = chooseFirestore(setup)

    expect(await firestore.choice).toBe('/build/firestore-emulator.jar')
    expect(firestore.steps.buildLauncher).toHaveBeenCalledWith(SDK_JAR)
    expect(setup.download).not.toHaveBeenCalled()
  })

  it('probes the download host once for both emulators', async () => {
    const setup = setUp()
    await chooseFirestore(setup, { sdk: false }).choice
    await chooseStorage(setup).choice
    expect(setup.probe).toHaveBeenCalledTimes(1)
    expect(setup.download).toHaveBeenCalledTimes(2)
  })
})

describe('no copy, download host unreachable', () => {
  it("falls back to the SDK and Google's engine, saying in one line that it is offline", async () => {
    const setup = setUp({ offline: true })
    const firestore = chooseFirestore(setup)
    const storage = chooseStorage(setup)

    expect(await firestore.choice).toBe('/build/firestore-emulator.jar')
    expect(await storage.choice).toMatchObject({ kind: 'google-engine', enforced: true })
    expect(setup.download).not.toHaveBeenCalled()
    const offlineLines = setup
      .text()
      .split('\n')
      .filter((line) => line.includes('offline'))
    expect(offlineLines).toEqual([
      'Storage: the official rules runtime is not cached and cannot be downloaded ' +
        `(storage.googleapis.com cannot be reached: ${OFFLINE}); using what works offline.`,
    ])
  })

  it('stops with the clear error when Firestore has neither the SDK nor a download', async () => {
    const setup = setUp({ offline: true })
    const { choice } = chooseFirestore(setup, { sdk: false })

    await expect(choice).rejects.toThrow(EmulatorSetupError)
    await expect(choice).rejects.toThrow(
      /^The Firestore emulator was not found\.\nThe download of the official emulator was tried too: storage\.googleapis\.com cannot be reached: getaddrinfo ENOTFOUND/,
    )
  })
})

describe('a download that fails', () => {
  it("falls back to Google's engine for storage.rules, with firebase-tools' reason", async () => {
    const setup = setUp({ failing: 'download failed, status 404: Not Found' })
    const storage = chooseStorage(setup)

    expect(await storage.choice).toMatchObject({ kind: 'google-engine', enforced: true })
    expect(setup.text()).toContain(
      'could not be downloaded (firebase-tools: download failed, status 404: Not Found); using what works offline.',
    )
  })

  it('falls back to the stand-in, loudly, when the engine cannot be used either', async () => {
    const setup = setUp({ failing: 'it did not finish within 10 min' })
    const storage = chooseStorage(setup, {
      selfTest: async () => {
        throw new Error('expected permit=false')
      },
    })

    expect(await storage.choice).toMatchObject({ kind: 'stand-in', enforced: false })
    expect(setup.text()).toContain('storage.rules NOT enforced')
  })

  it('ends in the clear error for Firestore without the SDK', async () => {
    const setup = setUp({ failing: 'download failed, expected 63634791 bytes but got 1200' })
    const { choice } = chooseFirestore(setup, { sdk: false })
    await expect(choice).rejects.toThrow(/tried too: firebase-tools: download failed, expected/)
  })

  it('counts a download that leaves no JAR behind as failed', async () => {
    const setup = setUp()
    setup.download.mockResolvedValue(undefined)
    const storage = chooseStorage(setup)
    expect(await storage.choice).toMatchObject({ kind: 'google-engine' })
    expect(setup.text()).toContain('the download left no JAR in')
  })
})

describe('the download host', () => {
  it('is the one firebase-tools downloads both emulators from', () => {
    expect(downloadDetails('firestore')?.opts.remoteUrl).toMatch(new RegExp(`^${DOWNLOAD_HOST}`))
    expect(downloadDetails('storage')?.opts.remoteUrl).toMatch(new RegExp(`^${DOWNLOAD_HOST}`))
  })
})

describe('probeUrl', () => {
  /**
   * @param {(request: import('node:http').IncomingMessage,
   *   response: import('node:http').ServerResponse) => void} handler
   */
  async function serve(handler) {
    const server = createServer(handler)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
    const address = /** @type {import('node:net').AddressInfo} */ (server.address())
    return { url: `http://127.0.0.1:${address.port}/x.jar`, server }
  }

  it('resolves when the host answers, whatever the status', async () => {
    const { url, server } = await serve((_, response) => response.writeHead(403).end())
    try {
      await expect(probeUrl(url, { env: {} })).resolves.toBeUndefined()
    } finally {
      server.close()
    }
  })

  it('rejects quickly when the host does not answer in time', async () => {
    /** @type {import('node:http').ServerResponse[]} */
    const waiting = []
    const { url, server } = await serve((_, response) => waiting.push(response))
    try {
      await expect(probeUrl(url, { timeoutMs: 200, env: {} })).rejects.toThrow(
        'no answer within 0.2 s',
      )
    } finally {
      for (const response of waiting) response.destroy()
      server.close()
    }
  })

  it('rejects with the cause when nothing listens', async () => {
    const { url, server } = await serve(() => {})
    await new Promise((resolve) => server.close(resolve))
    await expect(probeUrl(url, { env: {} })).rejects.toThrow(/ECONNREFUSED/)
  })

  it('leaves the decision to the download behind a proxy', async () => {
    await expect(
      probeUrl('http://127.0.0.1:1/x.jar', { env: { HTTPS_PROXY: 'http://proxy:3128' } }),
    ).resolves.toBeUndefined()
  })
})

describe('firebaseSetup', () => {
  /** @param {string} source */
  function fakeCli(source) {
    const file = path.join(cacheDir, 'fake-firebase.mjs')
    writeFileSync(file, source)
    return file
  }

  it('runs setup:emulators:<name> without the override that would skip the download', async () => {
    vi.stubEnv('STORAGE_EMULATOR_BINARY_PATH', '/somewhere/else.jar')
    const cli = fakeCli(
      `if (process.argv[2] !== 'setup:emulators:storage') process.exit(3)
       if (process.env.STORAGE_EMULATOR_BINARY_PATH) process.exit(4)`,
    )
    try {
      await expect(firebaseSetup('storage', { cli, relay: new PassThrough() })).resolves.toBe(
        undefined,
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it("rejects with firebase-tools' last line when it fails", async () => {
    const cli = fakeCli(
      `console.log('i  firestore: downloading ${FIRESTORE_JAR}...')
       console.error('\\nError: download failed, status 404: Not Found\\n')
       process.exit(1)`,
    )
    await expect(firebaseSetup('firestore', { cli, relay: new PassThrough() })).rejects.toThrow(
      /^download failed, status 404: Not Found$/,
    )
  })

  it('stops a download that takes longer than the time limit', async () => {
    const cli = fakeCli('setTimeout(() => {}, 60_000)')
    const started = Date.now()
    await expect(
      firebaseSetup('storage', { cli, timeoutMs: 300, relay: new PassThrough() }),
    ).rejects.toThrow('it did not finish within 0.3 s')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
