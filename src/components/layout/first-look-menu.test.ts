// @vitest-environment jsdom
import { firstLookMenuWasOpen, followFirstLookMenu } from './first-look-menu'

/** A first look with the three-dots popover, as the build writes it into #root. */
function firstLook(): { look: HTMLElement; popover: HTMLElement } {
  document.body.innerHTML =
    '<div id="root"><div data-first-look><nav popover="auto" id="more"></nav></div></div>'
  const look = document.querySelector<HTMLElement>('[data-first-look]')
  const popover = document.getElementById('more')
  if (!look || !popover) throw new Error('No first look')
  return { look, popover }
}

/** What the browser fires at once when a tap opens or closes a popover. */
const beforeToggle = (target: Element, newState: 'open' | 'closed') =>
  target.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState }))

afterEach(() => {
  firstLookMenuWasOpen()
  document.body.innerHTML = ''
})

describe('the first look’s three-dots menu while the app renders', () => {
  it('is remembered open after the app has removed the first look', () => {
    const { look, popover } = firstLook()
    followFirstLookMenu()
    beforeToggle(popover, 'open')
    look.remove()
    expect(firstLookMenuWasOpen()).toBe(true)
  })

  it('is closed again when the visitor closed it before the app took over', () => {
    const { look, popover } = firstLook()
    followFirstLookMenu()
    beforeToggle(popover, 'open')
    beforeToggle(popover, 'closed')
    look.remove()
    expect(firstLookMenuWasOpen()).toBe(false)
  })

  it('answers once: the following ends with the first answer', () => {
    const { look, popover } = firstLook()
    followFirstLookMenu()
    beforeToggle(popover, 'open')
    look.remove()
    expect(firstLookMenuWasOpen()).toBe(true)
    expect(firstLookMenuWasOpen()).toBe(false)
  })

  it('ignores popovers outside the first look', () => {
    firstLook()
    const other = document.createElement('div')
    other.setAttribute('popover', 'auto')
    document.body.append(other)
    followFirstLookMenu()
    beforeToggle(other, 'open')
    expect(firstLookMenuWasOpen()).toBe(false)
  })
})
