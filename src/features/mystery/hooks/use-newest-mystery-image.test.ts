// @vitest-environment jsdom
import type { ImageDocument } from '@/lib/data/image-document'
import { act, renderHook } from '@testing-library/react'
import { subscribeNewestImage } from '@/lib/data/newest-image'
import { useNewestMysteryImage } from './use-newest-mystery-image'

vi.mock('@/lib/data/newest-image', () => ({
  subscribeNewestImage: vi.fn(),
  arrivedNewestImage: vi.fn(() => undefined),
}))
const subscribe = vi.mocked(subscribeNewestImage)

const image = (): ImageDocument => ({
  id: 'araza',
  url: 'https://img.example/araza.webp',
  fecha: new Date('2026-11-01T12:00:00Z'),
  ancho: 960,
})

describe('useNewestMysteryImage', () => {
  let push: (image: ImageDocument | null) => void = () => undefined

  beforeEach(() => {
    subscribe.mockReset()
    subscribe.mockImplementation((_collection, onImage) => {
      push = onImage
      return () => undefined
    })
  })

  // The same state object lets React skip the page's children: nothing is drawn again.
  it('keeps its state when the live answer is a copy of the image shown', () => {
    const { result } = renderHook(() => useNewestMysteryImage())
    act(() => push(image()))
    const shown = result.current.state

    act(() => push(image()))
    expect(result.current.state).toBe(shown)
  })

  it('shows a changed image, and an empty collection once', () => {
    const { result } = renderHook(() => useNewestMysteryImage())
    act(() => push(image()))
    act(() => push({ ...image(), url: 'https://img.example/nueva.webp' }))
    expect(result.current.state).toEqual({
      status: 'shown',
      image: expect.objectContaining({ url: 'https://img.example/nueva.webp' }),
    })

    act(() => push(null))
    const empty = result.current.state
    expect(empty).toEqual({ status: 'empty' })
    act(() => push(null))
    expect(result.current.state).toBe(empty)
  })
})
