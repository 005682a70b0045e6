import { useCallback, useEffect, useRef, useState } from 'react'
import { prepareImage, type PreparedImage } from '@/lib/images/prepare-image'
import { imageFileProblem, rejectionMessage } from '../utils/image-files'
import { preparationProblem } from '../utils/preparation-problem'

/** Where a chosen picture stands before its upload: resized and encoded in the browser. */
export type Preparation =
  { status: 'preparing' } | { status: 'ready' } | { status: 'failed'; problem: string }

export interface SelectedFile {
  key: string
  file: File
  /** Object URL of the file, for its preview. */
  previewUrl: string
  /** Upload progress from 0 to 1, or null before the upload starts. */
  progress: number | null
  /** What the picture shows, as typed (trimmed when saved). */
  descripcion: string
  preparation: Preparation
}

let nextKey = 1

/**
 * The images picked for upload, with their previews and descriptions. Picking again adds to the
 * selection; files that cannot be uploaded are left out, and `add` says why. Each picture is
 * prepared as soon as it is picked, one at a time (a cheap phone has memory for one photo), so
 * the upload can start at once; `prepared` gives a picture's result, preparing it again if the
 * last try failed.
 */
export function useSelectedFiles() {
  const [selected, setSelected] = useState<SelectedFile[]>([])
  const current = useRef(selected)
  useEffect(() => {
    current.current = selected
  }, [selected])
  /** The preparation of each chosen picture that has not failed. */
  const jobs = useRef(new Map<string, Promise<PreparedImage>>())
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  // Previews live until their file is removed or the screen closes; queued preparations stop.
  useEffect(() => {
    const pending = jobs.current
    return () => {
      pending.clear()
      current.current.forEach((item) => URL.revokeObjectURL(item.previewUrl))
    }
  }, [])

  const update = useCallback((key: string, change: Partial<SelectedFile>) => {
    setSelected((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  const prepare = useCallback(
    (key: string, file: File): Promise<PreparedImage> => {
      update(key, { preparation: { status: 'preparing' } })
      // Waits for the pictures chosen before; skipped if this one was removed meanwhile.
      const job: Promise<PreparedImage> = queue.current.then(() =>
        jobs.current.get(key) === job ? prepareImage(file) : Promise.reject(new Error('removed')),
      )
      jobs.current.set(key, job)
      queue.current = job.catch(() => undefined)
      job.then(
        () => update(key, { preparation: { status: 'ready' } }),
        (error: unknown) => {
          if (jobs.current.get(key) !== job) return
          jobs.current.delete(key)
          console.error(`No se pudo preparar ${file.name}`, error)
          update(key, { preparation: { status: 'failed', problem: preparationProblem(error) } })
        },
      )
      return job
    },
    [update],
  )

  const add = useCallback(
    (files: Iterable<File>): string[] => {
      const rejected: string[] = []
      const added: SelectedFile[] = []
      for (const file of files) {
        const problem = imageFileProblem(file)
        if (problem) rejected.push(rejectionMessage(file, problem))
        else {
          added.push({
            key: `archivo-${nextKey++}`,
            file,
            previewUrl: URL.createObjectURL(file),
            progress: null,
            descripcion: '',
            preparation: { status: 'preparing' },
          })
        }
      }
      if (added.length > 0) setSelected((items) => [...items, ...added])
      added.forEach((item) => void prepare(item.key, item.file).catch(() => undefined))
      return rejected
    },
    [prepare],
  )

  /** The prepared picture, waiting for its preparation or trying it again after a failure. */
  const prepared = useCallback(
    (item: SelectedFile) => jobs.current.get(item.key) ?? prepare(item.key, item.file),
    [prepare],
  )

  const removeWhere = useCallback((drop: (item: SelectedFile) => boolean) => {
    for (const item of current.current.filter(drop)) {
      URL.revokeObjectURL(item.previewUrl)
      jobs.current.delete(item.key)
    }
    setSelected((items) => items.filter((item) => !drop(item)))
  }, [])

  const remove = useCallback(
    (key: string) => removeWhere((item) => item.key === key),
    [removeWhere],
  )

  const removeAll = useCallback(
    (keys: Set<string>) => removeWhere((item) => keys.has(item.key)),
    [removeWhere],
  )

  const setProgress = useCallback(
    (key: string, progress: number | null) => update(key, { progress }),
    [update],
  )

  const setDescription = useCallback(
    (key: string, descripcion: string) => update(key, { descripcion }),
    [update],
  )

  return { selected, add, prepared, remove, removeAll, setProgress, setDescription }
}
