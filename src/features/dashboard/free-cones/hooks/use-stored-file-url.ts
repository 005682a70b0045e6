import { readStoredFileUrl } from '@/lib/storage/stored-file'
import type { Remote, Source } from '@/lib/remote/remote'
import { useRemote } from '@/lib/remote/use-remote'

/** A stored file read with the staff's rights, as an address kept until the source stops. */
const storedFile =
  (ruta: string): Source<string> =>
  (next, fail) => {
    let stopped = false
    let release: (() => void) | undefined
    readStoredFileUrl(ruta).then(
      (file) => {
        if (stopped) file.release()
        else {
          release = file.release
          next(file.url)
        }
      },
      (error: unknown) => {
        if (!stopped) fail(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => {
      stopped = true
      release?.()
    }
  }

const NO_FILE: Remote<string> = { status: 'failed', error: new Error('no stored file') }

/** A stored file read with the staff's rights, as an address an <img> can show. */
export function useStoredFileUrl(ruta: string | undefined): Remote<string> {
  const { state } = useRemote(
    ruta ? storedFile(ruta) : null,
    ruta ?? '',
    'No se pudo cargar la imagen',
  )
  return ruta ? state : NO_FILE
}
