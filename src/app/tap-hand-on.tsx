import { useEffect } from 'react'
import { handOnTapBeforeApp } from '@/lib/startup/tap-hand-on'
import { takeTapBeforeApp } from '@/lib/startup/taps-before-app'

/** Acts on a tap the first look's form took before the app had run, once the app is on screen. */
export function TapHandOn() {
  useEffect(() => {
    handOnTapBeforeApp(takeTapBeforeApp())
  }, [])
  return null
}
