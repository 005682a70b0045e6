/** The two short notes of the new-entry chime: frequency in Hz and start in seconds. */
const NOTES = [
  { frequency: 880, start: 0 },
  { frequency: 1318.5, start: 0.16 },
] as const
const NOTE_SECONDS = 0.22
const VOLUME = 0.25
/** Vibration pattern in ms: buzz, pause, buzz. */
export const VIBRATION = [120, 80, 120]

type AudioContextClass = new () => AudioContext

/** The browser's AudioContext, under its old prefixed name on older iPhones. */
function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined
  const prefixed = (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  return window.AudioContext ?? prefixed
}

/** What the chime needs from the browser (tests pass their own). */
export interface ChimeDevice {
  createAudioContext: () => AudioContext | null
  vibrate?: (pattern: number[]) => boolean
}

export const browserDevice = (): ChimeDevice => ({
  createAudioContext: () => {
    const AudioContextClass = audioContextClass()
    return AudioContextClass ? new AudioContextClass() : null
  },
  vibrate:
    typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function'
      ? (pattern) => navigator.vibrate(pattern)
      : undefined,
})

/**
 * A short two-note chime made with the Web Audio API (no sound file) and a vibration where the
 * phone has one. Browsers let a page play sound only after a tap on it: `unlock` is called from
 * taps (the switch, any tap on the panel) so that a later `play` is heard.
 */
export function createChime(device: ChimeDevice) {
  let context: AudioContext | null = null
  const audio = () => {
    try {
      context ??= device.createAudioContext()
    } catch {
      context = null
    }
    return context
  }

  return {
    unlock(): void {
      const ctx = audio()
      if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined)
    },
    play(): void {
      try {
        device.vibrate?.(VIBRATION)
      } catch {
        // A phone that refuses to vibrate still gets the sound.
      }
      const ctx = audio()
      if (!ctx) return
      const begin = ctx.currentTime + 0.02
      for (const { frequency, start } of NOTES) {
        const oscillator = ctx.createOscillator()
        const gain = ctx.createGain()
        oscillator.type = 'sine'
        oscillator.frequency.value = frequency
        // A quick rise and a soft fall: no click at either end.
        gain.gain.setValueAtTime(0, begin + start)
        gain.gain.linearRampToValueAtTime(VOLUME, begin + start + 0.02)
        gain.gain.exponentialRampToValueAtTime(0.001, begin + start + NOTE_SECONDS)
        oscillator.connect(gain).connect(ctx.destination)
        oscillator.start(begin + start)
        oscillator.stop(begin + start + NOTE_SECONDS + 0.02)
      }
    },
    close(): void {
      void context?.close().catch(() => undefined)
      context = null
    },
  }
}
