// @vitest-environment jsdom
import { FONTS_WAIT_MS, whenFacesReady, whenFontsLoaded } from './fonts-loaded'

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

describe('whenFacesReady', () => {
  it('readies the faces named, and waits for them', async () => {
    let finish = () => {}
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const doc = { defaultView: window, fonts: { load } } as unknown as Document
    let done = false
    const waiting = whenFacesReady(['600 1rem Poppins'], doc).then(() => (done = true))
    await Promise.resolve()
    expect(load).toHaveBeenCalledWith('600 1rem Poppins')
    expect(done).toBe(false)
    finish()
    await waiting
    expect(done).toBe(true)
  })

  it('waits no longer than FONTS_WAIT_MS for a face that never comes', async () => {
    vi.useFakeTimers()
    const doc = {
      defaultView: window,
      fonts: { load: () => new Promise(() => undefined) },
    } as unknown as Document
    let done = false
    void whenFacesReady(['1rem Poppins'], doc).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FONTS_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
