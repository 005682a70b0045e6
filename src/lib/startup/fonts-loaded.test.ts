// @vitest-environment jsdom
import { FONTS_WAIT_MS, whenFacesReady, whenFontsLoaded } from './fonts-loaded'

type Face = { display: FontDisplay; load: () => Promise<unknown> }

/** A document whose FontFaceSet holds `faces`. */
function documentWith(faces: Face[]): Document {
  return { defaultView: window, fonts: faces } as unknown as Document
}

/** A web font (fonts.css declares each with `font-display: swap`). */
const webFont = (load: () => Promise<unknown>): Face => ({ display: 'swap', load })
/** A stand-in of the device's fonts (declared without `font-display`). */
const standIn = (): Face => ({ display: 'auto', load: vi.fn(() => Promise.resolve()) })

afterEach(() => {
  vi.useRealTimers()
})

describe('whenFontsLoaded', () => {
  it('loads every web font and waits for them, never asking the device for a stand-in', async () => {
    let finish = () => {}
    const pending = webFont(() => new Promise<void>((resolve) => (finish = resolve)))
    const local = standIn()
    let done = false
    const waiting = whenFontsLoaded(documentWith([pending, local])).then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    expect(local.load).not.toHaveBeenCalled()
    finish()
    await waiting
    expect(done).toBe(true)
  })

  it('does not wait on a face that fails', async () => {
    const failing = webFont(() => Promise.reject(new Error('offline')))
    await expect(whenFontsLoaded(documentWith([failing]))).resolves.toBeUndefined()
  })

  it('draws anyway after the longest wait', async () => {
    vi.useFakeTimers()
    const never = webFont(() => new Promise(() => undefined))
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
