import { useEffect, useState } from 'react'
import type { StampCard } from '@/lib/stamp-card/card'
import { afterLoad } from '@/lib/startup/after-load'
import type * as OwnCardModule from '../api/own-card'

export type OwnCardState =
  | { status: 'loading' }
  | { status: 'ready'; card: StampCard }
  | { status: 'crowd' }
  | { status: 'failed' }

type OwnCardApi = typeof OwnCardModule

/**
 * The visitor's card, live while the page is open: after the page's load, the session and the
 * listener start (their code fetched then); a visitor without a card gets one. `attempt` starts
 * again after a failure.
 */
export function useOwnCard(enabled: boolean, attempt: number): OwnCardState {
  // The state of one attempt: a new attempt reads as loading until its own answer arrives.
  const [held, setHeld] = useState<{ attempt: number; state: OwnCardState }>({
    attempt,
    state: { status: 'loading' },
  })
  useEffect(() => {
    if (!enabled) return
    let active = true
    let stop: (() => void) | undefined
    let creating = false
    const setState = (state: OwnCardState) => setHeld({ attempt, state })
    const fail = (api: OwnCardApi | null) => (error: unknown) => {
      if (!active) return
      const crowd = api !== null && error instanceof api.CrowdLimitError
      if (!crowd) console.error('No se pudo abrir la tarjeta de sellos', error)
      setState({ status: crowd ? 'crowd' : 'failed' })
    }
    const start = async () => {
      const api = await import('../api/own-card')
      const uid = await api.visitorUid()
      if (!active) return
      stop = api.listenOwnCard(
        uid,
        (card) => {
          if (!active) return
          if (card) {
            setState({ status: 'ready', card })
            return
          }
          if (creating) return
          creating = true
          api.createOwnCard().catch(fail(api))
        },
        fail(api),
      )
    }
    const cancel = afterLoad(() => {
      start().catch(fail(null))
    })
    return () => {
      active = false
      cancel()
      stop?.()
    }
  }, [enabled, attempt])
  return held.attempt === attempt ? held.state : { status: 'loading' }
}
