import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { menuAt, startEarlyReads } from './early-reads'

vi.mock('@/features/menu/api/prefetch-menu', () => ({ prefetchMenu: vi.fn() }))

describe('early reads', () => {
  it('knows which menu each address shows', () => {
    expect(menuAt('/')).toBe('comidas')
    expect(menuAt('/comidas')).toBe('comidas')
    expect(menuAt('/helados/')).toBe('helados')
    expect(menuAt('/bebidas')).toBe('bebidas')
    expect(menuAt('/cono-gratis')).toBeUndefined()
    expect(menuAt('/dashboard/helados')).toBeUndefined()
  })

  it('starts reading the menu of a menu page, and nothing elsewhere', () => {
    startEarlyReads('/helados')
    expect(prefetchMenu).toHaveBeenCalledWith('helados')
    vi.mocked(prefetchMenu).mockClear()
    startEarlyReads('/politica-de-privacidad')
    expect(prefetchMenu).not.toHaveBeenCalled()
  })
})
