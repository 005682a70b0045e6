// @vitest-environment jsdom
import { listenNewestImage } from './newest-image-live'

vi.mock('./newest-image-live', () => ({ listenNewestImage: vi.fn(() => () => undefined) }))

const image = { id: 'nueva', url: 'https://img.example/n.webp', fecha: null }

describe('newest-image.worker', () => {
  it('starts the live query the page asks for and posts back its answers and failures', async () => {
    const post = vi.spyOn(self, 'postMessage').mockImplementation(() => undefined)
    await import('./newest-image.worker')
    self.dispatchEvent(new MessageEvent('message', { data: 'misterio' }))
    expect(listenNewestImage).toHaveBeenCalledTimes(1)
    const [category, onImage, onError] = vi.mocked(listenNewestImage).mock.calls[0] ?? []
    expect(category).toBe('misterio')
    onImage?.(image)
    onError?.(Object.assign(new Error('sin conexión'), { code: 'unavailable' }))
    onError?.(new Error('otra'))
    expect(post.mock.calls.map(([message]) => message as unknown)).toEqual([
      { type: 'image', image },
      { type: 'error', message: 'sin conexión', code: 'unavailable' },
      { type: 'error', message: 'otra', code: undefined },
    ])
    // It listens to one request only.
    self.dispatchEvent(new MessageEvent('message', { data: 'misterio' }))
    expect(listenNewestImage).toHaveBeenCalledTimes(1)
  })
})
