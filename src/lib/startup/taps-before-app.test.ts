// @vitest-environment jsdom
import { answerTapsBeforeApp, takeTapBeforeApp, WAITING_TEXT } from './taps-before-app'

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
        <button data-answers-now>Compartir</button>
        <section id="hoy"><div data-waiting-status></div><button data-says-waiting>Agregar</button></section>
      </div>
      <form id="app"><button>Enviar</button><div data-waiting-status></div></form>`
  })

  const status = (selector: string) =>
    document.querySelector(`${selector} [data-waiting-status]`)?.textContent

  // Each case: the taps and whether a script cancelled them, then what each status then says.
  it.each<[string, [string, boolean][], [string, string][]]>([
    [
      "says 'Cargando…' in the form's status and keeps a form control from acting",
      [['[data-first-look] textarea', true]],
      [
        ['[data-first-look] form', WAITING_TEXT],
        ['[data-first-look] section', ''],
      ],
    ],
    [
      'keeps the file picker closed: its label and input wait for the app',
      [['[data-first-look] label', true]],
      [['[data-first-look] section', 'Cargando…']],
    ],
    [
      'lets links and the three-dots popover button answer by themselves',
      [
        ['[data-first-look] a', false],
        ['[popovertarget]', false],
      ],
      [['[data-first-look] form', '']],
    ],
    [
      'lets a control that works without the app answer, and keeps nothing of its tap',
      [['[data-answers-now]', false]],
      [['[data-first-look] form', '']],
    ],
    [
      'leaves the app alone once it has replaced the first look',
      [['#app button', false]],
      [['#app', '']],
    ],
  ])('%s', (_, taps, statuses) => {
    for (const [selector, cancelled] of taps) expect(tap(selector)).toBe(cancelled)
    for (const [selector, text] of statuses) expect(status(selector)).toBe(text)
  })

  it('keeps the control a refused tap was on, for the app to hand it on once', () => {
    takeTapBeforeApp()
    tap('[data-first-look] a')
    expect(takeTapBeforeApp()).toBeUndefined()
    tap('[data-first-look] label')
    expect(takeTapBeforeApp()).toBe(document.querySelector('[data-first-look] label'))
    expect(takeTapBeforeApp()).toBeUndefined()
  })

  it("says 'Cargando…' on a button that says it itself, not in its section's status", () => {
    takeTapBeforeApp()
    expect(tap('[data-says-waiting]')).toBe(true)
    expect(document.querySelector('[data-says-waiting]')).toHaveTextContent(WAITING_TEXT)
    expect(status('#hoy')).toBe('')
    expect(takeTapBeforeApp()).toBe(document.querySelector('[data-says-waiting]'))
  })
})
