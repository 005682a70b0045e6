import { useCallback, useEffect, useRef, useState } from 'react'

export interface ChosenFile {
  file: File
  /** Object URL of the file, for its preview. */
  previewUrl: string
}

/** One picked file with its preview URL, released when replaced, cleared or unmounted. */
export function useChosenFile() {
  const [chosen, setChosen] = useState<ChosenFile | null>(null)
  const current = useRef(chosen)
  useEffect(() => {
    current.current = chosen
  }, [chosen])
  useEffect(() => () => revoke(current.current), [])

  const choose = useCallback((file: File | null) => {
    revoke(current.current)
    const next = file && { file, previewUrl: URL.createObjectURL(file) }
    current.current = next
    setChosen(next)
  }, [])

  return [chosen, choose] as const
}

function revoke(chosen: ChosenFile | null) {
  if (chosen) URL.revokeObjectURL(chosen.previewUrl)
}
