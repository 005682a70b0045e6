// @vitest-environment jsdom
import { copyFirstLookPart, showFirstLookPart } from './first-look-part'

describe('first-look parts', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div data-first-look><section>' +
      '<template data-first-look-part="acciones"><div class="acciones"><button>Compartir</button></div></template>' +
      '<p>Texto</p></section></div>'
  })

  it('draws the part where the build put it, once', () => {
    const part = showFirstLookPart('acciones')
    expect(part?.className).toBe('acciones')
    expect(showFirstLookPart('acciones')).toBe(part)
    expect(document.querySelectorAll('.acciones')).toHaveLength(1)
    expect(document.querySelector('section')?.lastElementChild).toBe(part)
  })

  it('draws the part at the end of the place asked for, and nowhere without one', () => {
    expect(showFirstLookPart('acciones', 'header')).toBeNull()
    document.body.insertAdjacentHTML('afterbegin', '<header><p>Logo</p></header>')
    const part = showFirstLookPart('acciones', 'header')
    expect(document.querySelector('header')?.lastElementChild).toBe(part)
  })

  it('copies a part without drawing it, and finds none the page lacks', () => {
    const copy = copyFirstLookPart('acciones')
    expect(copy?.querySelector('button')).toHaveTextContent('Compartir')
    expect(copy?.isConnected).toBe(false)
    expect(copyFirstLookPart('pedido')).toBeNull()
    expect(showFirstLookPart('pedido')).toBeNull()
  })
})
