import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  SdkJarNotFoundError,
  findSdkFirestoreJar,
  sdkRootCandidates,
} from './firestore-emulator.mjs'

const SDK_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'

describe('sdkRootCandidates', () => {
  it('looks where Homebrew and its Cask put the SDK on macOS', () => {
    const roots = sdkRootCandidates('darwin', '/Users/ana')
    expect(roots).toContain('/opt/homebrew/share/google-cloud-sdk')
    expect(roots).toContain('/usr/local/share/google-cloud-sdk')
    expect(roots).toContain('/usr/local/Caskroom/google-cloud-sdk/latest/google-cloud-sdk')
    expect(roots).toContain('/Users/ana/google-cloud-sdk')
    expect(roots).not.toContain('/usr/lib/google-cloud-sdk')
  })

  it("looks where the Debian package puts it on Linux, and in the installer's default", () => {
    expect(sdkRootCandidates('linux', '/home/ana')).toEqual([
      '/usr/lib/google-cloud-sdk',
      '/usr/share/google-cloud-sdk',
      '/home/ana/google-cloud-sdk',
    ])
  })
})

describe('findSdkFirestoreJar', () => {
  /** @type {string} */
  let dir
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sdk-roots-'))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  /** @param {string} name */
  function sdkWithJar(name) {
    const jar = path.join(dir, name, SDK_JAR)
    mkdirSync(path.dirname(jar), { recursive: true })
    writeFileSync(jar, 'jar')
    return path.join(dir, name)
  }

  it('prefers the root gcloud reports', async () => {
    const fromGcloud = sdkWithJar('gcloud')
    const usual = sdkWithJar('usual')
    const jar = await findSdkFirestoreJar({
      gcloudRoot: async () => fromGcloud,
      candidates: [usual],
    })
    expect(jar).toBe(path.join(fromGcloud, SDK_JAR))
  })

  it('finds it in a usual place without gcloud', async () => {
    const usual = sdkWithJar('usual')
    const jar = await findSdkFirestoreJar({
      gcloudRoot: async () => undefined,
      candidates: [path.join(dir, 'missing'), usual],
    })
    expect(jar).toBe(path.join(usual, SDK_JAR))
  })

  it('says where it looked and what to install when there is none', async () => {
    const missing = path.join(dir, 'missing')
    const search = findSdkFirestoreJar({ gcloudRoot: async () => undefined, candidates: [missing] })
    await expect(search).rejects.toThrow(SdkJarNotFoundError)
    await expect(search).rejects.toThrow(`under: ${missing}.`)
    await expect(search).rejects.toThrow('google-cloud-cli-firestore-emulator')
  })
})
