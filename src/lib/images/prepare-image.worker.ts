/// <reference lib="webworker" />
import { encodeImage, ImageDecodeError } from './encode-image'

export type WorkerAnswer =
  | { ok: true; image: Awaited<ReturnType<typeof encodeImage>> }
  | { ok: false; decode: boolean; message: string }

// Decoding and encoding a phone photo takes hundreds of milliseconds: keep it off the UI thread.
self.onmessage = async (event: MessageEvent<Blob>) => {
  let answer: WorkerAnswer
  try {
    answer = { ok: true, image: await encodeImage(event.data) }
  } catch (error) {
    answer = {
      ok: false,
      decode: error instanceof ImageDecodeError,
      message: error instanceof Error ? error.message : String(error),
    }
  }
  self.postMessage(answer)
}
