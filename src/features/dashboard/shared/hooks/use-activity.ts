import { createContext, useContext } from 'react'

/** What is new for the staff, followed live once for the whole panel (see ActivityProvider). */
export interface Activity {
  /** Free-cone entries waiting for review (counted up to COUNT_CAP + 1); null while unknown. */
  pending: number | null
  /** Opinions nobody has read yet (counted up to COUNT_CAP + 1); null while unknown. */
  unread: number | null
  /** The chime and vibration on a new entry: off unless turned on on this device. */
  alerts: { on: boolean; setOn: (on: boolean) => void }
  /** Stops the live counts and clears the app's icon badge: called before signing out. */
  stop: () => void
}

const idle: Activity = {
  pending: null,
  unread: null,
  alerts: { on: false, setOn: () => undefined },
  stop: () => undefined,
}

export const ActivityContext = createContext<Activity>(idle)

/** The panel's live counts and the new-entry alert's switch. */
export const useActivity = (): Activity => useContext(ActivityContext)
