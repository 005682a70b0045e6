import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeferredFooter, FOOTER_NEAR_MARGIN } from './deferred-footer'

const drawn = vi.hoisted(() => vi.fn())

vi.mock('./footer', () => ({
  Footer: ({ flush = false }: { flush?: boolean }) => {
    drawn(flush)
    return <footer>Horario de la tienda</footer>
  },
}))
vi.mock('@/components/seo/deferred-structured-data', () => ({
  DeferredStructuredData: () => null,
}))

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void

describe('DeferredFooter', () => {
  let callback: Callback | undefined
  let options: IntersectionObserverInit | undefined

  beforeEach(() => {
    callback = undefined
    vi.stubGlobal(
      'IntersectionObserver',
      vi.fn(function (this: unknown, cb: Callback, init: IntersectionObserverInit) {
        callback = cb
        options = init
        return { observe: vi.fn(), disconnect: vi.fn() }
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('keeps its placeholder until the footer reaches the screen, then draws the footer', async () => {
    render(<DeferredFooter flush />)
    expect(options?.rootMargin).toBe(`0px 0px ${FOOTER_NEAR_MARGIN} 0px`)
    // The placeholder: a footer that assistive technology does not see.
    expect(screen.getByRole('contentinfo', { hidden: true })).toHaveAttribute('aria-hidden')
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    act(() => callback?.([{ isIntersecting: false }]))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByText('Horario de la tienda')).not.toBeInTheDocument()
    expect(drawn).not.toHaveBeenCalled()

    act(() => callback?.([{ isIntersecting: true }]))
    expect(await screen.findByText('Horario de la tienda')).toBeInTheDocument()
    expect(screen.getAllByRole('contentinfo', { hidden: true })).toEqual([
      screen.getByRole('contentinfo'),
    ])
    expect(drawn).toHaveBeenCalledWith(true)
  })
})
