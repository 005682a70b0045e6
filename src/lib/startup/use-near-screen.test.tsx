import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNearScreen } from './use-near-screen'

function Watched({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearScreen(ref, margin)
  return <div ref={ref}>{near ? 'cerca' : 'lejos'}</div>
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void

describe('useNearScreen', () => {
  let callback: Callback | undefined
  let options: IntersectionObserverInit | undefined
  const disconnect = vi.fn()

  beforeEach(() => {
    callback = undefined
    disconnect.mockClear()
    vi.stubGlobal(
      'IntersectionObserver',
      vi.fn(function (this: unknown, cb: Callback, init: IntersectionObserverInit) {
        callback = cb
        options = init
        return { observe: vi.fn(), disconnect }
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('stays false until the element comes within the margin, then stays true', () => {
    render(<Watched margin="25%" />)
    expect(screen.getByText('lejos')).toBeInTheDocument()
    expect(options?.rootMargin).toBe('0px 0px 25% 0px')
    act(() => callback?.([{ isIntersecting: false }]))
    expect(screen.getByText('lejos')).toBeInTheDocument()
    act(() => callback?.([{ isIntersecting: true }]))
    expect(screen.getByText('cerca')).toBeInTheDocument()
    expect(disconnect).toHaveBeenCalled()
  })

  it('is true once the page has loaded where the browser cannot watch', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Watched />)
    expect(screen.getByText('cerca')).toBeInTheDocument()
  })

  it('waits for the page to load before it watches', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    render(<Watched />)
    expect(callback).toBeUndefined()
    readyState.mockReturnValue('complete')
    act(() => void window.dispatchEvent(new Event('load')))
    expect(callback).toBeDefined()
    readyState.mockRestore()
  })
})
