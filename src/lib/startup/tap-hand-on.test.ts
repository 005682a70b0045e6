// @vitest-environment jsdom
import { HAND_ON_WAIT_MS, handOnTapBeforeApp } from './tap-hand-on'

describe('handOnTapBeforeApp', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-first-look>
        <label id="look-label">Elegir imagen<input type="file" /></label>
        <label for="look-field">Mensaje</label><textarea id="look-field"></textarea>
        <button id="look-send">Enviar</button>
      </div>
      <main>
        <label id="app-label">Elegir imagen<input id="app-file" type="file" /></label>
        <label for="app-field">Mensaje</label><textarea id="app-field"></textarea>
        <button id="app-send">Enviar</button>
        <button id="app-other">Otra cosa</button>
      </main>`
  })

  const element = (id: string) => {
    const found = document.getElementById(id)
    if (!found) throw new Error(`No #${id}`)
    return found
  }
  const clicks = (id: string) => {
    const seen: string[] = []
    element(id).addEventListener('click', () => seen.push(id))
    return seen
  }

  it("presses the app's label of the same name: its file input is asked to open", () => {
    const opened = clicks('app-file')
    handOnTapBeforeApp(element('look-label'))
    expect(opened).toEqual(['app-file'])
  })

  it("gives the focus to the app's field with the same label, without pressing anything", () => {
    const sent = clicks('app-send')
    handOnTapBeforeApp(element('look-field'))
    expect(document.activeElement).toBe(element('app-field'))
    expect(sent).toEqual([])
  })

  it("presses the app's button with the same text, and only that one", () => {
    const sent = clicks('app-send')
    const other = clicks('app-other')
    handOnTapBeforeApp(element('look-send'))
    expect(sent).toEqual(['app-send'])
    expect(other).toEqual([])
  })

  it('does nothing where the app shows no such control, or when nothing was tapped', () => {
    element('app-send').remove()
    const lookSend = clicks('look-send')
    handOnTapBeforeApp(element('look-send'))
    handOnTapBeforeApp(undefined)
    expect(lookSend).toEqual([])
    expect(document.activeElement).toBe(document.body)
  })

  describe("a control the app draws later (a menu row's Agregar)", () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    const addLater = () => {
      const button = document.createElement('button')
      button.id = 'app-add'
      button.setAttribute('aria-label', 'Agregar Mora')
      document.querySelector('main')?.append(button)
      return button
    }
    const lookAdd = () => {
      const button = document.createElement('button')
      button.setAttribute('aria-label', 'Agregar Mora')
      element('look-send').after(button)
      return button
    }

    it('is pressed once it appears', async () => {
      const tapped = lookAdd()
      handOnTapBeforeApp(tapped)
      const pressed: string[] = []
      addLater().addEventListener('click', () => pressed.push('app-add'))
      await vi.waitFor(() => expect(pressed).toEqual(['app-add']))
    })

    it('is not pressed when it appears after the wait', async () => {
      vi.useFakeTimers()
      const tapped = lookAdd()
      handOnTapBeforeApp(tapped)
      vi.advanceTimersByTime(HAND_ON_WAIT_MS)
      const pressed: string[] = []
      addLater().addEventListener('click', () => pressed.push('app-add'))
      await Promise.resolve()
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
      expect(pressed).toEqual([])
    })
  })
})
