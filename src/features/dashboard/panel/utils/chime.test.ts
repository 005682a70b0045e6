import { createChime, VIBRATION, type ChimeDevice } from './chime'

/** Just enough of an AudioContext to see which notes are scheduled. */
function fakeAudio(state: AudioContextState = 'running') {
  const started: number[] = []
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  })
  const context = {
    state,
    currentTime: 10,
    destination: {},
    resume: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
    createGain: () => ({ gain: param(), connect: (target: unknown) => target }),
    createOscillator: () => {
      const oscillator = {
        type: '',
        frequency: param(),
        connect: (target: unknown) => target,
        start: () => started.push(oscillator.frequency.value),
        stop: vi.fn(),
      }
      return oscillator
    },
  }
  return { context, started }
}

const deviceWith = (context: unknown, vibrate?: ChimeDevice['vibrate']): ChimeDevice => ({
  createAudioContext: () => context as AudioContext,
  vibrate,
})

describe('createChime', () => {
  it('plays two short notes made by the Web Audio API and vibrates', () => {
    const { context, started } = fakeAudio()
    const vibrate = vi.fn(() => true)
    createChime(deviceWith(context, vibrate)).play()
    expect(started).toEqual([880, 1318.5])
    expect(vibrate).toHaveBeenCalledWith(VIBRATION)
  })

  it('still vibrates without Web Audio, and still sounds without a vibrator', () => {
    const vibrate = vi.fn(() => true)
    createChime({ createAudioContext: () => null, vibrate }).play()
    expect(vibrate).toHaveBeenCalledTimes(1)

    const { context, started } = fakeAudio()
    createChime(deviceWith(context)).play()
    expect(started).toHaveLength(2)
  })

  it('lets sound play after a tap: unlock resumes a suspended context', () => {
    const { context } = fakeAudio('suspended')
    const chime = createChime(deviceWith(context))
    chime.unlock()
    expect(context.resume).toHaveBeenCalledTimes(1)
  })

  it('makes one audio context for all its chimes', () => {
    const { context } = fakeAudio()
    const createAudioContext = vi.fn(() => context as unknown as AudioContext)
    const chime = createChime({ createAudioContext })
    chime.play()
    chime.play()
    chime.unlock()
    expect(createAudioContext).toHaveBeenCalledTimes(1)
  })
})
