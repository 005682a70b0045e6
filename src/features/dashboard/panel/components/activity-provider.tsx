import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Remote, Source } from '@/lib/remote/remote'
import { useRemote } from '@/lib/remote/use-remote'
import { subscribePendingCount } from '../../free-cones'
import { subscribeUnreadOpinionCount } from '../../opinions'
import { ActivityContext, type Activity } from '../../shared/hooks/use-activity'
import { useArrivalAlert } from '../hooks/use-arrival-alert'
import { COUNT_CAP } from '../../shared/utils/count-text'
import { showAppBadge, type BadgingNavigator } from '../utils/activity-alerts'
import { readAlertPreference, writeAlertPreference } from '../utils/alert-preference'
import { browserDevice, createChime, type ChimeDevice } from '../utils/chime'

interface ActivityProviderProps {
  children: ReactNode
  /** The sound and vibration (tests pass their own). */
  device?: ChimeDevice
  /** The app icon's badge (tests pass their own). */
  badging?: BadgingNavigator
}

type SubscribeCount = (
  cap: number,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
) => () => void

/** A live count (up to COUNT_CAP + 1) that `stops` can also end at once, before a sign-out. */
const stoppable =
  (subscribe: SubscribeCount, stops: Set<() => void>): Source<number> =>
  (next, fail) => {
    const stop = subscribe(COUNT_CAP + 1, next, fail)
    stops.add(stop)
    return () => {
      if (stops.delete(stop)) stop()
    }
  }

const countOf = (count: Remote<number>) => (count.status === 'ready' ? count.data : null)

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
  const [stopped, setStopped] = useState(false)
  const [stops] = useState(() => new Set<() => void>())
  // Each null until its first count arrives, and after a failure.
  const pending = countOf(
    useRemote(
      stopped ? null : stoppable(subscribePendingCount, stops),
      `pendientes#${String(stopped)}`,
      'No se pudo contar las imágenes pendientes',
    ).state,
  )
  const unread = countOf(
    useRemote(
      stopped ? null : stoppable(subscribeUnreadOpinionCount, stops),
      `sin-leer#${String(stopped)}`,
      'No se pudo contar las opiniones sin leer',
    ).state,
  )

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
    for (const stopCount of stops) {
      stops.delete(stopCount)
      stopCount()
    }
    setStopped(true)
    void showAppBadge(0, badgingRef.current)
  }, [stops])

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
