import { useEffect, useState } from 'react'
import { readStoredFileUrl } from '@/lib/storage/stored-file'

export type StoredFileUrl =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string }

/** A stored file read with the staff's rights, as an address an <img> can show. */
export function useStoredFileUrl(ruta: string | undefined): StoredFileUrl {
  const [result, setResult] = useState<{ ruta: string; state: StoredFileUrl } | null>(null)

  useEffect(() => {
    if (!ruta) return
    let active = true
    let release: (() => void) | undefined
    readStoredFileUrl(ruta).then(
      (file) => {
        if (active) {
          release = file.release
          setResult({ ruta, state: { status: 'ready', url: file.url } })
        } else file.release()
      },
      (error: unknown) => {
        console.error('No se pudo cargar la imagen', ruta, error)
        if (active) setResult({ ruta, state: { status: 'failed' } })
      },
    )
    return () => {
      active = false
      release?.()
    }
  }, [ruta])

  if (!ruta) return { status: 'failed' }
  return result?.ruta === ruta ? result.state : { status: 'loading' }
}
