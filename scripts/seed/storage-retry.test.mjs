import { describe, expect, it, vi } from 'vitest'

import { retryingStorage } from './storage-retry.mjs'

describe('retryingStorage', () => {
  it('makes a call again when the emulator dropped its connection', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(
        new Error('request to http://127.0.0.1:9199/upload failed, reason: write EPIPE'),
      )
      .mockRejectedValueOnce(new Error('read ECONNRESET'))
      .mockResolvedValueOnce('stored')
    await expect(retryingStorage(call, { pauseMs: 1 })).resolves.toBe('stored')
    expect(call).toHaveBeenCalledTimes(3)
  })

  it('gives up after a few attempts', async () => {
    const call = vi.fn().mockRejectedValue(new Error('socket hang up'))
    await expect(retryingStorage(call, { attempts: 3, pauseMs: 1 })).rejects.toThrow(
      'socket hang up',
    )
    expect(call).toHaveBeenCalledTimes(3)
  })

  it('throws any other error at once', async () => {
    const call = vi.fn().mockRejectedValue(new Error('403 Forbidden'))
    await expect(retryingStorage(call, { pauseMs: 1 })).rejects.toThrow('403 Forbidden')
    expect(call).toHaveBeenCalledTimes(1)
  })
})
