// @vitest-environment jsdom
import { PAGE_LOADER_FADE_MS } from '@/config/page-loader'
import { dismissPageLoader, showPageLoadFailure } from './page-loader'

describe('showPageLoadFailure', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="page-loader" role="status" aria-label="Cargando"><span></span></div>'
  })

  it('replaces the spinner with the failure message and a retry button, announced', () => {
    showPageLoadFailure()
    const loader = document.getElementById('page-loader')
    expect(loader).toHaveAttribute('role', 'alert')
    expect(loader).not.toHaveAttribute('aria-label')
    expect(loader?.querySelector('span')).toBeNull()
    expect(loader?.querySelector('h1')).toHaveTextContent('Algo salió mal')
    expect(loader).toHaveTextContent(
      'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
    )
    expect(loader?.querySelector('button')).toHaveTextContent('Reintentar')
  })

  it("covers a page's first look (which has no spinner) with the same message", () => {
    document.body.innerHTML = '<div id="root"><h1>Comidas</h1></div>'
    showPageLoadFailure()
    const cover = document.getElementById('page-loader')
    expect(cover?.parentElement).toBe(document.body)
    expect(cover).toHaveAttribute('role', 'alert')
    expect(cover?.querySelector('button')).toHaveTextContent('Reintentar')
    expect(document.getElementById('root')).toHaveTextContent('Comidas')
  })

  it('covers the page again when the spinner was already fading', () => {
    document.getElementById('page-loader')?.classList.add('is-done')
    showPageLoadFailure()
    const covers = document.querySelectorAll('#page-loader')
    expect(covers).toHaveLength(1)
    expect(covers[0]).not.toHaveClass('is-done')
    expect(covers[0]).toHaveAttribute('role', 'alert')
  })
})

describe('dismissPageLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<div id="page-loader" role="status" aria-label="Cargando"><span></span></div>'
  })
  afterEach(() => vi.useRealTimers())

  it("fades the loaded page's spinner as long as its CSS says, removes it, then resolves", async () => {
    let gone = false
    void dismissPageLoader().then(() => (gone = true))
    expect(document.getElementById('page-loader')).toHaveClass('is-done')
    await vi.advanceTimersByTimeAsync(PAGE_LOADER_FADE_MS - 1)
    expect(document.getElementById('page-loader')).not.toBeNull()
    expect(gone).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(document.getElementById('page-loader')).toBeNull()
    expect(gone).toBe(true)
  })

  it('resolves at once without a spinner', async () => {
    document.body.innerHTML = ''
    await expect(dismissPageLoader()).resolves.toBeUndefined()
  })
})
