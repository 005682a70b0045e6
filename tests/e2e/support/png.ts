import { encode } from 'fast-png'

type Colour = [number, number, number]

/**
 * An RGB PNG of `width` x `height`: a diagonal split of two colours, so it is visibly an image
 * (one colour given twice makes a plain one). Colour and size tell the tests' pictures apart.
 */
export function makePng(
  width: number,
  height: number,
  first: Colour,
  second: Colour = [255, 248, 240],
): Buffer {
  const data = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data.set(x * height > y * width ? first : second, (y * width + x) * 3)
    }
  }
  return Buffer.from(encode({ width, height, data, channels: 3, depth: 8 }))
}
