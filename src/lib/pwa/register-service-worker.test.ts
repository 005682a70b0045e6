// @vitest-environment jsdom
import {
  followNewBuilds,
  linkToLoadFully,
  loadedStorageImages,
  mayReloadAfterUpdate,
  registerServiceWorker,
} from './register-service-worker'

describe('mayReloadAfterUpdate', () => {
  const now = 1_750_000_000_000

  it('reloads when the page never reloaded for an update', () => {
    expect(mayReloadAfterUpdate(null, now)).toBe(true)
  })

  it('does not reload again within a minute, so a broken deployment cannot loop', () => {
    expect(mayReloadAfterUpdate(String(now - 5_000), now)).toBe(false)
    expect(mayReloadAfterUpdate(String(now - 59_999), now)).toBe(false)
  })

  it('reloads again for a later update, or when the mark is unreadable or from the future', () => {
    expect(mayReloadAfterUpdate(String(now - 60_000), now)).toBe(true)
    expect(mayReloadAfterUpdate('not a number', now)).toBe(true)
    expect(mayReloadAfterUpdate(String(now + 10 * 60_000), now)).toBe(true)
  })
})

describe('followNewBuilds', () => {
  const openPage = () => {
    const reload = vi.fn()
    const load = vi.fn()
    return { reload, load, builds: followNewBuilds({ window, reload, load }) }
  }
  const addLink = (href: string) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = 'Helados'
    document.body.append(link)
    return link
  }
  /** A click as the router would see it: did the click reach it, and was it left alone? */
  const click = (link: HTMLAnchorElement) => {
    const router = vi.fn()
    document.addEventListener('click', router)
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(event)
    document.removeEventListener('click', router)
    return { reachedRouter: router.mock.calls.length > 0, prevented: event.defaultPrevented }
  }
  const markUnsaved = () => {
    const form = document.createElement('form')
    form.setAttribute('data-unsaved-work', 'true')
    document.body.append(form)
    return form
  }

  beforeEach(() => {
    sessionStorage.clear()
    document.body.innerHTML = ''
  })

  it('reloads a page with nothing unsaved at once, and only once', () => {
    const { reload, builds } = openPage()
    builds.takeOver()
    builds.takeOver()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload again moments after the last reload (a broken build cannot loop)', () => {
    sessionStorage.setItem('heladeria-colon:sw-reloaded-at', String(Date.now() - 5_000))
    const { reload, builds } = openPage()
    builds.takeOver()
    expect(reload).not.toHaveBeenCalled()
  })

  it('keeps a page with unsaved work, then loads the next link in full once the work is gone', () => {
    const form = markUnsaved()
    const link = addLink('/helados')
    const { reload, load, builds } = openPage()
    builds.takeOver()
    expect(reload).not.toHaveBeenCalled()

    // Still unsaved: the click is the router's, as before the update.
    expect(click(link)).toEqual({ reachedRouter: true, prevented: false })
    expect(load).not.toHaveBeenCalled()

    form.remove()
    expect(click(link)).toEqual({ reachedRouter: false, prevented: true })
    expect(load).toHaveBeenCalledExactlyOnceWith(new URL('/helados', location.href).href)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads at a back or forward step once the work is gone', () => {
    const form = markUnsaved()
    const { reload, builds } = openPage()
    builds.takeOver()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(reload).not.toHaveBeenCalled()
    form.remove()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('linkToLoadFully', () => {
  // Links resolve against the document's address, as in the browser.
  const here = new URL('/danos-tu-opinion', location.href) as unknown as Location
  const clickOn = (html: string, init: MouseEventInit = {}) => {
    const root = document.createElement('div')
    root.innerHTML = html
    const target = root.querySelector('span') ?? root.firstElementChild
    const event = new MouseEvent('click', { button: 0, cancelable: true, ...init })
    Object.defineProperty(event, 'target', { value: target })
    return linkToLoadFully(event, here)
  }

  it('follows a plain click on a link to another page of the site, from any child', () => {
    expect(clickOn('<a href="/helados"><span>Helados</span></a>')).toBe(
      new URL('/helados', location.href).href,
    )
  })

  it('leaves new tabs, downloads, other sites and this same page to the browser and router', () => {
    expect(clickOn('<a href="/helados">x</a>', { ctrlKey: true })).toBeNull()
    expect(clickOn('<a href="/helados">x</a>', { button: 1 })).toBeNull()
    expect(clickOn('<a href="/helados" target="_blank">x</a>')).toBeNull()
    expect(clickOn('<a href="/menu.pdf" download>x</a>')).toBeNull()
    expect(clickOn('<a href="https://wa.me/573001234567">x</a>')).toBeNull()
    expect(clickOn('<a href="/danos-tu-opinion#formulario">x</a>')).toBeNull()
    expect(clickOn('<button><span>x</span></button>')).toBeNull()
  })
})

describe('loadedStorageImages', () => {
  it('picks the Storage downloads among the resources the page loaded', () => {
    const image =
      'http://127.0.0.1:9199/v0/b/demo-heladeria-colon.appspot.com/o/helados%2Fconos.webp?alt=media&token=t'
    const entries = [
      { name: 'http://127.0.0.1:5000/assets/index-BIS8PSEa.js' },
      { name: image },
      { name: 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:runQuery' },
      { name: image },
    ] as PerformanceEntry[]
    expect(loadedStorageImages(entries)).toEqual([image])
  })
})

describe('registerServiceWorker', () => {
  it('registers nothing outside production builds (unit tests included)', () => {
    const register = vi.fn()
    const addListener = vi.spyOn(window, 'addEventListener')
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, controller: null, addEventListener: vi.fn() },
    })
    try {
      registerServiceWorker()
      window.dispatchEvent(new Event('load'))
      expect(register).not.toHaveBeenCalled()
      expect(addListener).not.toHaveBeenCalledWith('load', expect.anything(), expect.anything())
    } finally {
      addListener.mockRestore()
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })
})
