// @vitest-environment jsdom
import { FONTS_WAIT_MS, whenFontsLoaded } from './fonts-loaded'

type Face = { status: FontFaceLoadStatus; load: () => Promise<unknown> }

/** A document whose FontFaceSet holds `faces`. */
function documentWith(faces: Face[]): Document {
  return { defaultView: window, fonts: faces } as unknown as Document
}

const face = (status: FontFaceLoadStatus, load: () => Promise<unknown>): Face => ({ status, load })

afterEach(() => {
  vi.useRealTimers()
})

describe('whenFontsLoaded', () => {
  it('loads every face not yet asked for, and waits for them', async () => {
    let finish = () => {}
    const pending = face('unloaded', () => new Promise<void>((resolve) => (finish = resolve)))
    const loaded = face(
      'loaded',
      vi.fn(() => Promise.resolve()),
    )
    let done = false
    const waiting = whenFontsLoaded(documentWith([pending, loaded])).then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    expect(loaded.load).not.toHaveBeenCalled()
    finish()
    await waiting
    expect(done).toBe(true)
  })

  it('does not wait on a face that fails', async () => {
    const failing = face('unloaded', () => Promise.reject(new Error('offline')))
    await expect(whenFontsLoaded(documentWith([failing]))).resolves.toBeUndefined()
  })

  it('draws anyway after the longest wait', async () => {
    vi.useFakeTimers()
    const never = face('unloaded', () => new Promise(() => undefined))
    let done = false
    void whenFontsLoaded(documentWith([never])).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FONTS_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
