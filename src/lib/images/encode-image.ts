import { LARGE_MAX_BYTES, MEDIUM_WIDTH, QUALITY_STEPS, variantSizes, type Size } from './image-size'

export interface PreparedImage {
  large: Blob
  /** Null when the large variant is not wider than MEDIUM_WIDTH: it would be the same picture. */
  medium: Blob | null
  small: Blob
  width: number
  height: number
  mediumWidth: number
  mediumHeight: number
  smallWidth: number
  smallHeight: number
}

export class ImageDecodeError extends Error {
  constructor() {
    super('image could not be decoded')
    this.name = 'ImageDecodeError'
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement

function makeCanvas({ width, height }: Size): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function toBlob(canvas: Canvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      type,
      quality,
    ),
  )
}

function draw(bitmap: ImageBitmap, size: Size): Canvas {
  const canvas = makeCanvas(size)
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!context) throw new Error('2d canvas unavailable')
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  return canvas
}

/** WebP where the browser can encode it (it silently returns PNG where not), else JPEG. */
async function encode(canvas: Canvas, quality: number): Promise<Blob> {
  const webp = await toBlob(canvas, 'image/webp', quality)
  return webp.type === 'image/webp' ? webp : toBlob(canvas, 'image/jpeg', quality)
}

async function encodeWithin(canvas: Canvas, maxBytes: number): Promise<Blob> {
  let blob: Blob | undefined
  for (const quality of QUALITY_STEPS) {
    blob = await encode(canvas, quality)
    if (blob.size <= maxBytes) return blob
  }
  if (!blob) throw new Error('encode failed')
  return blob
}

/**
 * Decodes an image (honouring its EXIF orientation), scales it to at most 1600 px on the long
 * side and re-encodes it, plus a 960 px wide variant for phones (only when the large one is
 * wider) and a 480 px wide one for lists and galleries (never wider than the large one).
 */
export async function encodeImage(file: Blob): Promise<PreparedImage> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new ImageDecodeError()
  }
  try {
    const sizes = variantSizes({ width: bitmap.width, height: bitmap.height })
    const large = await encodeWithin(draw(bitmap, sizes.large), LARGE_MAX_BYTES)
    const medium =
      sizes.large.width > MEDIUM_WIDTH
        ? await encode(draw(bitmap, sizes.medium), QUALITY_STEPS[1])
        : null
    const small = await encode(draw(bitmap, sizes.small), QUALITY_STEPS[1])
    return {
      large,
      medium,
      small,
      width: sizes.large.width,
      height: sizes.large.height,
      mediumWidth: sizes.medium.width,
      mediumHeight: sizes.medium.height,
      smallWidth: sizes.small.width,
      smallHeight: sizes.small.height,
    }
  } finally {
    bitmap.close()
  }
}
