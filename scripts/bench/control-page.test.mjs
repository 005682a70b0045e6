import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { CONTROL_HTML, CONTROL_IMAGE, CONTROL_PATH, writeControlPage } from './control-page.mjs'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')

/** @type {string[]} */
const made = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A stand-in for dist/, with the control's picture copied in or not. */
function fakeDist(withImage = true) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-control-'))
  made.push(dir)
  if (withImage) {
    mkdirSync(path.dirname(path.join(dir, CONTROL_IMAGE)), { recursive: true })
    copyFileSync(path.join(publicDir, CONTROL_IMAGE), path.join(dir, CONTROL_IMAGE))
  }
  return dir
}

describe('the bench control page', () => {
  it('runs no script and shows a picture the build really has', () => {
    expect(CONTROL_HTML).not.toMatch(/<script|\son[a-z]+=/i)
    expect(CONTROL_HTML).toContain(`src="${CONTROL_IMAGE}"`)
    expect(existsSync(path.join(publicDir, CONTROL_IMAGE))).toBe(true)
  })

  it('is written into the build for the bench and taken out afterwards', () => {
    const dist = fakeDist()
    const remove = writeControlPage(dist)
    const file = path.join(dist, CONTROL_PATH)
    expect(readFileSync(file, 'utf8')).toBe(CONTROL_HTML)
    remove()
    expect(existsSync(file)).toBe(false)
  })

  it('refuses a build without its picture instead of measuring a broken page', () => {
    const dist = fakeDist(false)
    expect(() => writeControlPage(dist)).toThrow(/picture is missing/)
    expect(existsSync(path.join(dist, CONTROL_PATH))).toBe(false)
  })
})
