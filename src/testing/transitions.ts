import type * as React from 'react'
import { vi } from 'vitest'

/** How many times the code under test started a transition (see recordingReact). */
export const transitions = { started: 0 }

/**
 * React with its startTransition counted in `transitions`, otherwise itself. Use as
 * `vi.mock('react', () => import('@/testing/transitions').then((m) => m.recordingReact()))`.
 */
export async function recordingReact() {
  const react = await vi.importActual<typeof React>('react')
  const startTransition: typeof react.startTransition = (scope) => {
    transitions.started += 1
    react.startTransition(scope)
  }
  return { ...react, default: { ...react, startTransition }, startTransition }
}
