/** Where this device remembers whether the panel chimes on a new entry. */
const KEY = 'heladeria-colon:avisar-nuevas'

/** The device's storage, or null where the browser refuses it (private modes, blocked storage). */
function deviceStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Whether the staff turned the chime on on this device (off unless they did). */
export function readAlertPreference(storage: Storage | null = deviceStorage()): boolean {
  try {
    return storage?.getItem(KEY) === 'si'
  } catch {
    return false
  }
}

/** Remembers the choice on this device; without storage it lasts until the panel is closed. */
export function writeAlertPreference(on: boolean, storage: Storage | null = deviceStorage()) {
  try {
    if (on) storage?.setItem(KEY, 'si')
    else storage?.removeItem(KEY)
  } catch {
    // Nothing to do: the switch still works for this visit.
  }
}
