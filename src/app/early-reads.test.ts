import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import { menuAt, startEarlyReads } from './early-reads'
import { lazyPageAt } from './lazy-pages'

vi.mock('@/features/menu/api/prefetch-menu', () => ({ prefetchMenu: vi.fn() }))
vi.mock('@/features/mystery/api/prefetch-mystery', () => ({ prefetchMystery: vi.fn() }))
const loadPage = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('sin conexión'))))
vi.mock('./lazy-pages', () => ({
  lazyPageAt: vi.fn((path: string) => (path === 'cono-gratis' ? loadPage : undefined)),
}))

describe('early reads', () => {
  beforeEach(() => vi.clearAllMocks())

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
    expect(prefetchMystery).not.toHaveBeenCalled()
  })

  it('starts reading the newest surprise on the surprise page', () => {
    startEarlyReads('/pagina-misteriosa')
    expect(prefetchMystery).toHaveBeenCalledTimes(1)
    expect(prefetchMenu).not.toHaveBeenCalled()
  })

  it("starts downloading a lazy page's code, and quietly lets the router retry a failure", () => {
    startEarlyReads('/cono-gratis/')
    expect(lazyPageAt).toHaveBeenCalledWith('cono-gratis')
    expect(loadPage).toHaveBeenCalledTimes(1)
    expect(prefetchMenu).not.toHaveBeenCalled()
    expect(prefetchMystery).not.toHaveBeenCalled()
  })
})
