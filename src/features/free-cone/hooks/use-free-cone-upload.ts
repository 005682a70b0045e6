import { useCallback, useEffect, useRef, useState } from 'react'
import {
  isAcceptedImage,
  MAX_IMAGE_BYTES,
  registerConoGratisImage,
  storeConoGratisFile,
  type ConoGratisImage,
  type StoredFile,
} from '@/lib/data/cono-gratis'

export type UploadFeedback =
  | { kind: 'success'; numero: number }
  | { kind: 'failure' }
  | { kind: 'no-file' }
  | { kind: 'not-image'; fileName: string }
  | { kind: 'too-large'; fileName: string }

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
  const storedFile = useRef<{ file: File; stored: StoredFile } | null>(null)
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
      if (!isAcceptedImage(file)) {
        setFeedback({ kind: 'not-image', fileName: file.name })
        return
      }
      if (file.size > MAX_IMAGE_BYTES) {
        setFeedback({ kind: 'too-large', fileName: file.name })
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
      setFeedback({ kind: 'success', numero: image.numero })
      onUploaded(image)
    } catch (error) {
      console.error('No se pudo subir la imagen del cono gratis', error)
      setFeedback({ kind: 'failure' })
    } finally {
      setUploading(false)
      setProgress(null)
    }
  }, [onUploaded, replaceSelection, selection, uploading])

  return { selection, uploading, progress, feedback, choose, submit }
}
