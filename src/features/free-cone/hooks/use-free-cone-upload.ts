import { useCallback, useEffect, useRef, useState } from 'react'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import type {
  ImageDecodeError,
  ImageFileError,
  PendingLimitError,
  RateLimitedError,
  StoredImage,
} from '../api/free-cone-upload'
import { imageFileProblem, type ImageFileProblem } from '@/lib/images/image-file-problem'
import { isOffline } from '@/lib/network/connection'

/**
 * The upload's code: fetched once a picture is picked, so the page starts without it. Without a
 * connection (and never fetched before) the import fails and the visitor is told so, the file
 * kept.
 */
const loadUpload = () => import('../api/free-cone-upload')

/** Whether `error` is one of the upload's own errors (known by name: its code loads later). */
const isNamed = <T extends Error>(error: unknown, name: string): error is T =>
  error instanceof Error && error.name === name

export type UploadFeedback =
  | { kind: 'success'; numero: number; codigo: string | null }
  | { kind: 'failure' }
  | { kind: 'no-file' }
  | { kind: 'problem'; fileName: string; problem: ImageFileProblem }
  | { kind: 'undecodable'; fileName: string }
  | { kind: 'offline' }
  | { kind: 'rate-limited'; seconds: number }
  | { kind: 'pending-limit' }
  | { kind: 'crowd-limit' }

/** What a failed upload tells the visitor; the chosen file always stays. */
function failureFeedback(error: unknown, fileName: string): UploadFeedback {
  if (isNamed<ImageFileError>(error, 'ImageFileError'))
    return { kind: 'problem', fileName, problem: error.problem }
  if (isNamed<ImageDecodeError>(error, 'ImageDecodeError')) return { kind: 'undecodable', fileName }
  if (isNamed<RateLimitedError>(error, 'RateLimitedError'))
    return { kind: 'rate-limited', seconds: error.secondsLeft }
  if (isNamed<PendingLimitError>(error, 'PendingLimitError')) return { kind: 'pending-limit' }
  if (isNamed(error, 'CrowdLimitError')) return { kind: 'crowd-limit' }
  const interrupted = isNamed(error, 'UploadInterruptedError')
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
export function useFreeConeUpload(onUploaded: (image: FreeConeEntry) => void) {
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
      // Fetched while the visitor looks at the preview; a failure is met again on sending.
      loadUpload().catch(() => undefined)
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
      const { storeFreeConeFile, registerFreeConeEntry } = await loadUpload()
      const cached = storedFile.current?.file === file ? storedFile.current.stored : null
      const stored = cached ?? (await storeFreeConeFile(file, setProgress))
      storedFile.current = { file, stored }
      const image = await registerFreeConeEntry(stored, file.name)
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
