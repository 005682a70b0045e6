import { describe, expect, it } from 'vitest'
import { counted, size } from './printed.mjs'

describe('how numbers are printed', () => {
  it('counts with the noun, singular for one', () => {
    expect(counted(1, 'document')).toBe('1 document')
    expect(counted(0, 'file')).toBe('0 files')
    expect(counted(1234, 'address')).toBe('1,234 addresses')
  })

  it('gives sizes in kB below a megabyte, MB above', () => {
    expect(size(0)).toBe('0 kB')
    expect(size(1)).toBe('1 kB')
    expect(size(999_999)).toBe('1000 kB')
    expect(size(2_900_000)).toBe('2.9 MB')
  })
})
