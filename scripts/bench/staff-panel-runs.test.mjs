import { describe, expect, it } from 'vitest'
import { whenControlled } from './staff-panel-runs.mjs'

/**
 * A page as whenControlled sees it: whether a worker is active, and when a worker controls it
 * (never, at once, or only after the page is opened again).
 * @param {{ active?: boolean, controlled: 'never' | 'now' | 'after-reload' }} state
 */
function fakePage({ active = true, controlled }) {
  let reloads = 0
  const isControlled = () => controlled === 'now' || (controlled === 'after-reload' && reloads > 0)
  const page = {
    evaluate: async () => active,
    waitForFunction: async () => {
      if (!isControlled()) throw new Error('Timeout')
    },
    reload: async () => {
      reloads += 1
    },
  }
  return { page, reloads: () => reloads }
}

const limits = { waitMs: 50, claimWaitMs: 10 }

describe("the staff's panel waits for the service worker's control", () => {
  it('goes on at once when the worker already controls the page', async () => {
    const { page, reloads } = fakePage({ controlled: 'now' })
    await whenControlled(/** @type {never} */ (page), limits)
    expect(reloads()).toBe(0)
  })

  it('opens the page again when the active worker never claimed it', async () => {
    const { page, reloads } = fakePage({ controlled: 'after-reload' })
    await whenControlled(/** @type {never} */ (page), limits)
    expect(reloads()).toBe(1)
  })

  it('says why when no worker controls the page even after opening it again', async () => {
    const { page } = fakePage({ controlled: 'never' })
    await expect(whenControlled(/** @type {never} */ (page), limits)).rejects.toThrow(
      'the service worker did not control the page',
    )
  })

  it('says why when no worker becomes active', async () => {
    const { page, reloads } = fakePage({ active: false, controlled: 'never' })
    await expect(whenControlled(/** @type {never} */ (page), limits)).rejects.toThrow(
      'no service worker became active',
    )
    expect(reloads()).toBe(0)
  })
})
