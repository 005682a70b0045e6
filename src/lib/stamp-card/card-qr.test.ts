// @vitest-environment node
import { cardQrModules, qrPath } from './card-qr'

// Reads the QR back as a scanner would, from the modules alone (version 1, one block): the
// format bits give the error correction level and the mask; the data bits, read in the
// standard's zigzag order around the fixed patterns and unmasked, give the mode and the text.

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'
const MASKS: ((row: number, column: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
]
/** Version 1's data codewords by error correction level. */
const DATA_CODEWORDS = { L: 19, M: 16, Q: 13, H: 9 } as const
const LEVELS = ['M', 'L', 'H', 'Q'] as const

/** The format's 15 bits around the top-left finder, unmasked: [level, mask]. */
function readFormat(m: boolean[][]): [keyof typeof DATA_CODEWORDS, number] {
  const spots: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  let bits = 0
  for (const [row, column] of spots) bits = (bits << 1) | (m[row]?.[column] ? 1 : 0)
  const format = bits ^ 0b101010000010010
  return [LEVELS[format >> 13] ?? 'M', (format >> 10) & 0b111]
}

/** Version 1's function patterns: finders with separators, timing, format, the dark module. */
const isFunction = (row: number, column: number) =>
  (row < 9 && column < 9) ||
  (row < 9 && column > 12) ||
  (row > 12 && column < 9) ||
  row === 6 ||
  column === 6

function decode(m: boolean[][]): { mode: number; text: string } {
  expect(m).toHaveLength(21)
  const [level, mask] = readFormat(m)
  const bits: number[] = []
  let upward = true
  for (let right = 20; right > 0; right -= 2) {
    if (right === 6) right -= 1
    for (let step = 0; step < 21; step += 1) {
      const row = upward ? 20 - step : step
      for (const column of [right, right - 1]) {
        if (isFunction(row, column)) continue
        const dark = m[row]?.[column] === true
        bits.push(dark !== (MASKS[mask]?.(row, column) ?? false) ? 1 : 0)
      }
    }
    upward = !upward
  }
  const data = bits.slice(0, DATA_CODEWORDS[level] * 8)
  let at = 0
  const take = (count: number) => {
    let value = 0
    for (let i = 0; i < count; i += 1) value = (value << 1) | (data[at++] ?? 0)
    return value
  }
  const mode = take(4)
  const length = take(9)
  let text = ''
  for (let left = length; left > 0; left -= 2) {
    if (left === 1) text += ALPHANUMERIC[take(6)] ?? '?'
    else {
      const pair = take(11)
      text += (ALPHANUMERIC[Math.floor(pair / 45)] ?? '?') + (ALPHANUMERIC[pair % 45] ?? '?')
    }
  }
  return { mode, text }
}

describe("the card's QR code", () => {
  it.each(['K7PM', 'ABCD', '2Z9H', 'WXYZ'])('encodes the code %s, and nothing else', (code) => {
    const { mode, text } = decode(cardQrModules(code))
    expect(mode).toBe(0b0010) // alphanumeric
    expect(text).toBe(code)
  })

  it('is the smallest QR code, with medium error correction', () => {
    const modules = cardQrModules('K7PM')
    expect(modules).toHaveLength(21)
    expect(readFormat(modules)[0]).toBe('M')
  })

  it('draws each dark module once, inside the 21 x 21 square', () => {
    const modules = cardQrModules('K7PM')
    const dark = modules.flat().filter(Boolean).length
    const squares = qrPath(modules).match(/M(\d+) (\d+)h1v1h-1z/g) ?? []
    expect(squares).toHaveLength(dark)
    expect(qrPath(modules)).toMatch(/^M0 0h1v1h-1z/) // the top-left finder's corner
  })
})
