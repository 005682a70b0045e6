import { useCallback, useEffect, useRef, useState } from 'react'
import { imageFileProblem, rejectionMessage } from '../utils/image-files'

export interface SelectedFile {
  key: string
  file: File
  /** Object URL of the file, for its preview. */
  previewUrl: string
  /** Upload progress from 0 to 1, or null before the upload starts. */
  progress: number | null
}

let nextKey = 1

/**
 * The images picked for upload, with their previews. Picking again adds to the selection; files
 * that cannot be uploaded are left out, and `add` says why.
 */
export function useSelectedFiles() {
  const [selected, setSelected] = useState<SelectedFile[]>([])
  const current = useRef(selected)
  useEffect(() => {
    current.current = selected
  }, [selected])
  // Previews live until their file is removed or the screen closes.
  useEffect(() => () => current.current.forEach((item) => URL.revokeObjectURL(item.previewUrl)), [])

  const add = useCallback((files: Iterable<File>): string[] => {
    const rejected: string[] = []
    const added: SelectedFile[] = []
    for (const file of files) {
      const problem = imageFileProblem(file)
      if (problem) rejected.push(rejectionMessage(file, problem))
      else {
        const key = `archivo-${nextKey++}`
        added.push({ key, file, previewUrl: URL.createObjectURL(file), progress: null })
      }
    }
    if (added.length > 0) setSelected((items) => [...items, ...added])
    return rejected
  }, [])

  const removeWhere = useCallback((drop: (item: SelectedFile) => boolean) => {
    current.current.filter(drop).forEach((item) => URL.revokeObjectURL(item.previewUrl))
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

  const setProgress = useCallback((key: string, progress: number | null) => {
    setSelected((items) => items.map((item) => (item.key === key ? { ...item, progress } : item)))
  }, [])

  return { selected, add, remove, removeAll, setProgress }
}
