import { answerTapsBeforeApp, WAITING_TEXT } from './taps-before-app'

/** Clicks the element at `selector` as a tap would; true when a script cancelled the default. */
function tap(selector: string): boolean {
  const element = document.querySelector(selector)
  if (!element) throw new Error(`Nothing at ${selector}`)
  return !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
}

describe('answerTapsBeforeApp', () => {
  beforeAll(() => answerTapsBeforeApp(document))

  beforeEach(() => {
    document.body.innerHTML = `
      <div data-first-look>
        <a href="/helados">Helados</a>
        <button popovertarget="more">Más páginas</button>
        <form><textarea></textarea><div data-waiting-status></div><button>Enviar</button></form>
        <section><label>Elegir imagen<input type="file" /></label><div data-waiting-status></div></section>
      </div>
      <form id="app"><button>Enviar</button><div data-waiting-status></div></form>`
  })

  const status = (selector: string) =>
    document.querySelector(`${selector} [data-waiting-status]`)?.textContent

  it("says 'Cargando…' in the form's status and keeps a form control from acting", () => {
    expect(tap('[data-first-look] textarea')).toBe(true)
    expect(status('[data-first-look] form')).toBe(WAITING_TEXT)
    expect(status('[data-first-look] section')).toBe('')
  })

  it('keeps the file picker closed: its label and input wait for the app', () => {
    expect(tap('[data-first-look] label')).toBe(true)
    expect(status('[data-first-look] section')).toBe('Cargando…')
  })

  it('lets links and the three-dots popover button answer by themselves', () => {
    expect(tap('[data-first-look] a')).toBe(false)
    expect(tap('[popovertarget]')).toBe(false)
    expect(status('[data-first-look] form')).toBe('')
  })

  it('leaves the app alone once it has replaced the first look', () => {
    expect(tap('#app button')).toBe(false)
    expect(status('#app')).toBe('')
  })
})
