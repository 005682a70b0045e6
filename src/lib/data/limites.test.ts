import { secondsLeft } from './limites'

describe('secondsLeft', () => {
  it('counts the rest of the window up to the next whole second', () => {
    expect(secondsLeft('opinion', 1_000_000, 1_000_000)).toBe(30)
    expect(secondsLeft('opinion', 1_000_000, 1_000_000 + 29_001)).toBe(1)
    expect(secondsLeft('subida', 1_000_000, 1_000_000 + 1_500)).toBe(59)
  })

  it('is 0 once the window has passed', () => {
    expect(secondsLeft('opinion', 1_000_000, 1_000_000 + 30_000)).toBe(0)
    expect(secondsLeft('subida', 0, 10 ** 9)).toBe(0)
  })
})
