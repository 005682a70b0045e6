import { newClaimCode } from './claim-code'

describe('newClaimCode', () => {
  it('makes claim codes of 4 characters that cannot be misread', () => {
    expect(newClaimCode((values) => values.fill(0))).toBe('AAAA')
    expect(newClaimCode((values) => values.fill(31))).toBe('9999')
    // 255 % 32 = 31: every byte maps into the alphabet, evenly.
    expect(newClaimCode((values) => values.fill(255))).toBe('9999')
    for (let i = 0; i < 200; i += 1) expect(newClaimCode()).toMatch(/^[A-HJ-NP-Z2-9]{4}$/)
  })
})
