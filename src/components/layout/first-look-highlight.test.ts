// @vitest-environment jsdom
import { firstLookHighlightPlace, placeFirstLookHighlight } from './first-look-highlight'

/** A first look's switcher; jsdom lays nothing out, so each tab says where it is. */
function switcher() {
  document.body.innerHTML = `
    <div data-first-look><ul>
      <li data-tab-highlight style="left:0;width:0;opacity:0"></li>
      <li data-tab="comidas"></li><li data-tab="helados"></li><li data-tab="bebidas"></li>
    </ul></div>`
  document.querySelectorAll<HTMLElement>('[data-tab]').forEach((tab, index) => {
    Object.defineProperty(tab, 'offsetLeft', { value: 4 + index * 84 })
    Object.defineProperty(tab, 'offsetWidth', { value: 84 })
  })
  return document.querySelector<HTMLElement>('[data-tab-highlight]')
}

describe('the first look highlight', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    document.body.innerHTML = ''
  })

  it('sits under the active tab, as the app would place it, and the app starts there', () => {
    window.history.replaceState(null, '', '/helados')
    const highlight = switcher()
    expect(firstLookHighlightPlace()).toBeNull()
    const stop = placeFirstLookHighlight()
    expect(highlight?.style.left).toBe('88px')
    expect(highlight?.style.width).toBe('84px')
    expect(highlight?.style.opacity).toBe('1')
    expect(firstLookHighlightPlace()).toEqual({ left: 88, width: 84 })
    stop()
  })

  it('shows under no tab on a page that shows no menu', () => {
    window.history.replaceState(null, '', '/cono-gratis')
    const highlight = switcher()
    placeFirstLookHighlight()()
    expect(highlight?.style.opacity).toBe('0')
    expect(firstLookHighlightPlace()).toBeNull()
  })
})
