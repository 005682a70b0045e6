// @vitest-environment jsdom
import { APP_INPUTS, NEEDS_APP_PART, watchAppDemand } from './app-demand'

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeObserver {
  static made: FakeObserver[] = []
  readonly targets: Element[] = []
  constructor(
    readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets.length = 0
  }
  /** The observed part reaches the screen (as its margin says). */
  shows(target: Element) {
    this.report([{ isIntersecting: true, target }])
  }
}

describe('watchAppDemand', () => {
  beforeEach(() => {
    FakeObserver.made = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    document.body.innerHTML = `
      <main><h1>Comidas</h1>
        <section ${NEEDS_APP_PART}="0px">Nos importa mucho lo que piensas</section>
        <div ${NEEDS_APP_PART}="-100px">Así disfrutan nuestros clientes</div>
      </main>
      <footer ${NEEDS_APP_PART}="0px"></footer>`
  })
  afterEach(() => vi.unstubAllGlobals())

  const settled = async (promise: Promise<string>) => {
    let value: string | undefined
    void promise.then((reason) => (value = reason))
    await Promise.resolve()
    await Promise.resolve()
    return value
  }

  it.each(APP_INPUTS)("the visitor's first %s starts the app, once", async (type) => {
    const demand = watchAppDemand()
    expect(await settled(demand.needed)).toBeUndefined()
    window.dispatchEvent(new Event(type))
    expect(await settled(demand.needed)).toBe(type)
  })

  it('a marked part reaching the screen starts the app, each watched as near as it says', async () => {
    const demand = watchAppDemand()
    const margins = FakeObserver.made.map((observer) => observer.options.rootMargin)
    expect(margins).toEqual(['0px 0px 0px 0px', '0px 0px -100px 0px'])
    expect(FakeObserver.made[0]?.targets.map((target) => target.tagName)).toEqual([
      'SECTION',
      'FOOTER',
    ])
    const footer = document.querySelector('footer')
    if (footer) FakeObserver.made[0]?.shows(footer)
    expect(await settled(demand.needed)).toBe('part:footer')
  })

  it('the entry may ask for it; afterwards nothing is watched any more', async () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const demand = watchAppDemand()
    demand.need('menu')
    expect(await settled(demand.needed)).toBe('menu')
    expect(FakeObserver.made.every((observer) => observer.targets.length === 0)).toBe(true)
    expect(remove.mock.calls.map(([type]) => type)).toEqual([...APP_INPUTS])
    window.dispatchEvent(new Event('pointerdown'))
    expect(await settled(demand.needed)).toBe('menu')
  })

  it('nothing that only looks starts it: a scroll, a mouse moving', async () => {
    const demand = watchAppDemand()
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('pointermove'))
    expect(await settled(demand.needed)).toBeUndefined()
  })
})
