import { imageFileProblem, MAX_SOURCE_BYTES } from './image-file-problem'

const fileOf = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type })

describe('imageFileProblem', () => {
  it('accepts raster images, and typeless files that are named like one', () => {
    expect(imageFileProblem(fileOf('a.jpg', 'image/jpeg'))).toBeNull()
    expect(imageFileProblem(fileOf('IMG_1.HEIC', ''))).toBeNull()
  })

  it('names each problem', () => {
    expect(imageFileProblem(fileOf('menu.pdf', 'application/pdf'))).toBe('not-image')
    expect(imageFileProblem(fileOf('notes', ''))).toBe('not-image')
    expect(imageFileProblem(fileOf('logo.svg', 'image/svg+xml'))).toBe('svg')
    expect(imageFileProblem(fileOf('vacio.png', 'image/png', 0))).toBe('empty')
  })

  it('refuses originals over the limit, not at it', () => {
    const big = (size: number) =>
      Object.defineProperty(fileOf('big.jpg', 'image/jpeg'), 'size', { value: size })
    expect(imageFileProblem(big(MAX_SOURCE_BYTES))).toBeNull()
    expect(imageFileProblem(big(MAX_SOURCE_BYTES + 1))).toBe('too-large')
  })
})
