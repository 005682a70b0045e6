import { encodeImage, ImageDecodeError, type PreparedImage } from './encode-image'
import type { WorkerAnswer } from './prepare-image.worker'

export { ImageDecodeError, type PreparedImage }

const canUseWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof createImageBitmap !== 'undefined'

function inWorker(file: Blob): Promise<PreparedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prepare-image.worker.ts', import.meta.url), {
      type: 'module',
    })
    const finish = () => worker.terminate()
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      finish()
      const answer = event.data
      if (answer.ok) resolve(answer.image)
      else reject(answer.decode ? new ImageDecodeError() : new Error(answer.message))
    }
    worker.onerror = (event) => {
      finish()
      reject(new Error(event.message || 'image worker failed'))
    }
    worker.postMessage(file)
  })
}

/**
 * Prepares a chosen image for upload: oriented, at most 1600 px on the long side, WebP (JPEG
 * where WebP cannot be encoded), plus a 960 px and a 480 px variant. Throws ImageDecodeError when
 * the browser cannot read the file (for instance a HEIC photo on a browser without HEIC support).
 */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  if (canUseWorker()) {
    try {
      return await inWorker(file)
    } catch (error) {
      if (error instanceof ImageDecodeError) throw error
      // A worker blocked or unsupported: do the same work here, slower but sure.
    }
  }
  return encodeImage(file)
}

/** The file extension that matches a prepared blob's type. */
export const extensionFor = (blob: Blob) => (blob.type === 'image/webp' ? 'webp' : 'jpg')
