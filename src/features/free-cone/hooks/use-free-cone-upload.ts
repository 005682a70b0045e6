import { useCallback, useEffect, useRef, useState } from 'react'
import {
  ImageFileError,
  PendingLimitError,
  RateLimitedError,
  registerConoGratisImage,
  storeConoGratisFile,
  type ConoGratisImage,
  type StoredImage,
} from '@/lib/data/cono-gratis'
import { imageFileProblem, type ImageFileProblem } from '@/lib/images/image-file-problem'
import { ImageDecodeError } from '@/lib/images/prepare-image'
import { isOffline } from '@/lib/network/connection'

export type UploadFeedback =
  | { kind: 'success'; numero: number; codigo: string | null }
  | { kind: 'failure' }
  | { kind: 'no-file' }
  | { kind: 'problem'; fileName: string; problem: ImageFileProblem }
  | { kind: 'undecodable'; fileName: string }
  | { kind: 'offline' }
  | { kind: 'rate-limited'; seconds: number }
  | { kind: 'pending-limit' }

/** What a failed upload tells the visitor; the chosen file always stays. */
function failureFeedback(error: unknown, fileName: string): UploadFeedback {
  if (error instanceof ImageFileError) return { kind: 'problem', fileName, problem: error.problem }
  if (error instanceof ImageDecodeError) return { kind: 'undecodable', fileName }
  if (error instanceof RateLimitedError) return { kind: 'rate-limited', seconds: error.secondsLeft }
  if (error instanceof PendingLimitError) return { kind: 'pending-limit' }
  const interrupted = error instanceof Error && error.name === 'UploadInterruptedError'
  if (interrupted || isOffline()) return { kind: 'offline' }
  return { kind: 'failure' }
}

export interface Selection {
  file: File
  previewUrl: string
}

/**
 * The upload box's states: empty -> file chosen (with preview; another can be chosen) ->
 * uploading -> back to empty on success, or the same file still chosen on failure.
 */
export function useFreeConeUpload(onUploaded: (image: ConoGratisImage) => void) {
  const [selection, setSelection] = useState<Selection | null>(null)
  const [uploading, setUploading] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [feedback, setFeedback] = useState<UploadFeedback | null>(null)
  // A file already stored by an attempt whose numbering failed: a retry does not send it again.
  const storedFile = useRef<{ file: File; stored: StoredImage } | null>(null)
  const previewUrl = useRef<string | null>(null)

  const replaceSelection = useCallback((next: Selection | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    previewUrl.current = next?.previewUrl ?? null
    setSelection(next)
  }, [])

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    },
    [],
  )

  /** A file from the picker; a refused one leaves the current choice as it was. */
  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return
      const problem = imageFileProblem(file)
      if (problem) {
        setFeedback({ kind: 'problem', fileName: file.name, problem })
        return
      }
      setFeedback(null)
      replaceSelection({ file, previewUrl: URL.createObjectURL(file) })
    },
    [replaceSelection],
  )

  const submit = useCallback(async () => {
    if (uploading) return
    if (!selection) {
      setFeedback({ kind: 'no-file' })
      return
    }
    const { file } = selection
    if (isOffline()) {
      setFeedback({ kind: 'offline' })
      return
    }
    setUploading(true)
    setFeedback(null)
    setProgress(0)
    try {
      const cached = storedFile.current?.file === file ? storedFile.current.stored : null
      const stored = cached ?? (await storeConoGratisFile(file, setProgress))
      storedFile.current = { file, stored }
      const image = await registerConoGratisImage(stored, file.name)
      storedFile.current = null
      replaceSelection(null)
      setFeedback({ kind: 'success', numero: image.numero, codigo: image.codigo })
      onUploaded(image)
    } catch (error) {
      console.error('No se pudo subir la imagen del cono gratis', error)
      setFeedback(failureFeedback(error, file.name))
    } finally {
      setUploading(false)
      setProgress(null)
    }
  }, [onUploaded, replaceSelection, selection, uploading])

  return { selection, uploading, progress, feedback, choose, submit }
}
