import { useEffect } from 'react'
import { markAppTookOver } from '@/lib/startup/take-over'

/** Tells the entry that the app's first page is on screen: what kept the first look alive stops. */
export function TookOver() {
  useEffect(() => markAppTookOver(), [])
  return null
}
