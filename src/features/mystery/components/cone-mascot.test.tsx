import { render } from '@testing-library/react'
import { FirstLookProvider } from '@/lib/startup/first-look'
import { ConeMascot } from './cone-mascot'

const animationOf = (container: HTMLElement, selector: string) => {
  // The layers are parts of a hidden drawing: no role or text to find them by.
  // eslint-disable-next-line testing-library/no-node-access
  const layer = container.querySelector(selector)
  return layer ? getComputedStyle(layer).animation : null
}

describe('ConeMascot', () => {
  it('bobs and waves once the page is live, after three still seconds', () => {
    const { container } = render(<ConeMascot />)
    expect(animationOf(container, '.mascot-body')).toMatch(/3\.2s ease-in-out 3s infinite/)
    expect(animationOf(container, '.mascot-arm')).toMatch(/4s ease-in-out 3s infinite/)
  })

  it("rests in the page's first look", () => {
    const { container } = render(
      <FirstLookProvider value={true}>
        <ConeMascot />
      </FirstLookProvider>,
    )
    expect(animationOf(container, '.mascot-body')).toBe('none')
    expect(animationOf(container, '.mascot-arm')).toBe('none')
  })
})
