import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { subscribePendingCount } from '../../free-cones/api/entries'
import { subscribeUnreadOpinionCount } from '../../opinions/api/opinions-inbox'
import { ActivityContext, type Activity } from '../hooks/use-activity'
import { useArrivalAlert } from '../hooks/use-arrival-alert'
import { COUNT_CAP, showAppBadge, type BadgingNavigator } from '../utils/activity-alerts'
import { readAlertPreference, writeAlertPreference } from '../utils/alert-preference'
import { browserDevice, createChime, type ChimeDevice } from '../utils/chime'

interface ActivityProviderProps {
  children: ReactNode
  /** The sound and vibration (tests pass their own). */
  device?: ChimeDevice
  /** The app icon's badge (tests pass their own). */
  badging?: BadgingNavigator
}

const stopAll = (stops: (() => void)[]) => {
  for (const stop of stops.splice(0)) stop()
}

/**
 * Follows what is new for the staff, once for the whole panel: one live count of the free-cone
 * entries waiting for review and one of the unread opinions, shared by the menu and the home
 * screen. Shows their sum on the installed app's icon where the phone supports it, and chimes
 * (sound and vibration) when a new entry arrives, if the staff turned that on on this device.
 */
export function ActivityProvider({
  children,
  device = browserDevice(),
  badging = navigator as BadgingNavigator,
}: ActivityProviderProps) {
  // Each null until its first count arrives, and after a failure.
  const [pending, setPending] = useState<number | null>(null)
  const [unread, setUnread] = useState<number | null>(null)
  const [stopped, setStopped] = useState(false)
  const stops = useRef<(() => void)[]>([])

  useEffect(() => {
    if (stopped) return
    const failed = (what: string, reset: () => void) => (error: Error) => {
      console.error(`No se pudo contar ${what}`, error)
      reset()
    }
    stops.current = [
      subscribePendingCount(
        COUNT_CAP + 1,
        setPending,
        failed('las imágenes pendientes', () => setPending(null)),
      ),
      subscribeUnreadOpinionCount(
        COUNT_CAP + 1,
        setUnread,
        failed('las opiniones sin leer', () => setUnread(null)),
      ),
    ]
    return () => stopAll(stops.current)
  }, [stopped])

  // The device's chime, made once; the badge and the chime are the browser's, fixed for a visit.
  const [chime] = useState(() => createChime(device))
  const [alertsOn, setAlertsOn] = useState(readAlertPreference)
  const badgingRef = useRef(badging)

  useEffect(() => {
    if (stopped || (pending === null && unread === null)) return
    void showAppBadge((pending ?? 0) + (unread ?? 0), badgingRef.current)
  }, [pending, unread, stopped])

  // Leaving the panel (for the public site, in the same installed app) stops the counts: a
  // number on the icon that nothing follows any more would go stale.
  useEffect(() => () => void showAppBadge(0, badgingRef.current), [])

  useArrivalAlert(pending, alertsOn && !stopped, chime.play)

  // Browsers play sound only after a tap on the page: any tap on the panel allows it.
  useEffect(() => {
    if (!alertsOn) return
    const unlock = () => chime.unlock()
    document.addEventListener('pointerdown', unlock)
    document.addEventListener('keydown', unlock)
    return () => {
      document.removeEventListener('pointerdown', unlock)
      document.removeEventListener('keydown', unlock)
    }
  }, [alertsOn, chime])
  useEffect(() => () => chime.close(), [chime])

  const setOn = useCallback(
    (on: boolean) => {
      writeAlertPreference(on)
      setAlertsOn(on)
      // Called from the switch's tap: the one moment sound is surely allowed. The staff hear
      // what a new entry will sound like.
      if (on) {
        chime.unlock()
        chime.play()
      }
    },
    [chime],
  )

  const stop = useCallback(() => {
    stopAll(stops.current)
    setStopped(true)
    void showAppBadge(0, badgingRef.current)
  }, [])

  const activity = useMemo<Activity>(
    () => ({
      pending: stopped ? null : pending,
      unread: stopped ? null : unread,
      alerts: { on: alertsOn, setOn },
      stop,
    }),
    [pending, unread, stopped, alertsOn, setOn, stop],
  )
  return <ActivityContext value={activity}>{children}</ActivityContext>
}
