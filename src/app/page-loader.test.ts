import { showPageLoadFailure } from './page-loader'

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

  it('does nothing once the spinner is gone', () => {
    document.body.innerHTML = ''
    expect(() => showPageLoadFailure()).not.toThrow()
    expect(document.body).toBeEmptyDOMElement()
  })
})
