import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import { earlyReadAddresses, menuAt, startEarlyReads } from './early-reads'

vi.mock('@/features/menu/api/prefetch-menu', () => ({ prefetchMenu: vi.fn() }))
vi.mock('@/features/mystery/api/prefetch-mystery', () => ({ prefetchMystery: vi.fn() }))
vi.mock('@/lib/firebase', () => ({
  firestoreRestTarget: () => ({ origin: 'http://127.0.0.1:8080', projectId: 'p', apiKey: 'k' }),
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

  it('resolves once the first image the reads bring is there', async () => {
    let showImage = () => {}
    vi.mocked(prefetchMenu).mockReturnValue(
      new Promise((resolve) => (showImage = () => resolve(null))),
    )
    let done = false
    const reads = startEarlyReads('/comidas').then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    showImage()
    await reads
    expect(done).toBe(true)
    await expect(startEarlyReads('/cono-gratis')).resolves.toBeUndefined()
  })

  it("names the menu's list read for the HTML file to preload, and nothing elsewhere", () => {
    expect(earlyReadAddresses('/helados')).toEqual([
      'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents/helados?key=k&pageSize=100',
    ])
    expect(earlyReadAddresses('/')).toEqual(earlyReadAddresses('/comidas'))
    expect(earlyReadAddresses('/pagina-misteriosa')).toEqual([
      'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents/misterio?key=k&pageSize=1&orderBy=fecha%20desc',
    ])
    expect(earlyReadAddresses('/cono-gratis')).toEqual([])
  })
})
