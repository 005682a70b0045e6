import { badgeText, countWords } from './count-text'

describe('badgeText and countWords', () => {
  it('say the count, and «99+» / «más de 99» above 99', () => {
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(countWords(7)).toBe('7')
    expect(countWords(100)).toBe('más de 99')
  })
})
