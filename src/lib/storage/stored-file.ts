import { getStorageService } from '@/lib/firebase'
import { storageObjectUrl } from './object-url'

export interface StoredFile {
  url: string
  ruta: string
}

const MAX_NAME = 80

/** A file name safe as one Storage path segment: no folders, no odd characters, bounded length. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  const stem = dot > 0 ? base.slice(0, dot) : base
  const ext = dot > 0 ? base.slice(dot + 1) : ''
  const clean = (part: string) =>
    part
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  const safeStem = clean(stem).slice(0, MAX_NAME) || 'imagen'
  const safeExt = clean(ext).slice(0, 5)
  return safeExt ? `${safeStem}.${safeExt}` : safeStem
}

/** `{folder}/{name}-{timestamp}`: the path of new uploads. */
export const uploadPath = (folder: string, fileName: string, now = Date.now()) =>
  `${folder}/${safeFileName(fileName)}-${now}`

/** `{folder}/{timestamp}_{name}`: the path of a replacement made on the edit screen. */
export const replacementPath = (folder: string, fileName: string, now = Date.now()) =>
  `${folder}/${now}_${safeFileName(fileName)}`

/**
 * How a file is stored. A visitor's own file (`private`) gets only its type: no cache lifetime
 * (storage.rules refuse any other metadata on it) and no download link, which would let anyone
 * holding it load the file outside the rules; its owner and the staff read it through the SDK.
 */
export interface StoreOptions {
  private?: boolean
}

/** Menu images: their paths never change content, so browsers and caches keep them a year. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The upload stopped because the device lost its connection; the file was not stored. */
export class UploadInterruptedError extends Error {
  constructor(cause: unknown) {
    super('the connection was lost during the upload', { cause })
    this.name = 'UploadInterruptedError'
  }
}

/**
 * Uploads a file (resumable: a flaky connection is retried for a while) and returns its download
 * URL (for a private file, its plain address, which Storage serves only with the reader's
 * rights). When the device goes offline the upload is cancelled at once, rather than left hanging,
 * and rejects with UploadInterruptedError so the page can keep the file for another try.
 */
export async function storeFile(
  ruta: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
  options: StoreOptions = {},
): Promise<StoredFile> {
  const [{ ref, uploadBytesResumable, getDownloadURL }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageService(),
  ])
  const target = ref(storage, ruta)
  const task = uploadBytesResumable(target, file, {
    contentType: file.type || 'application/octet-stream',
    ...(!options.private && { cacheControl: PUBLIC_CACHE_CONTROL }),
  })
  task.on('state_changed', (snapshot) => {
    if (snapshot.totalBytes > 0) onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes)
  })
  let wentOffline = false
  const cancelOnOffline = () => {
    wentOffline = true
    task.cancel()
  }
  window.addEventListener('offline', cancelOnOffline)
  try {
    await task
  } catch (error) {
    throw wentOffline ? new UploadInterruptedError(error) : error
  } finally {
    window.removeEventListener('offline', cancelOnOffline)
  }
  return { url: options.private ? storageObjectUrl(ruta) : await getDownloadURL(target), ruta }
}

/** Deletes a stored file by path or download URL; a file already gone is not an error. */
export async function deleteStoredFile(pathOrUrl: string): Promise<void> {
  const [{ ref, deleteObject }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageService(),
  ])
  try {
    await deleteObject(ref(storage, pathOrUrl))
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error
  }
}

/**
 * A stored file read with the signed-in user's rights (a visitor's own folder is not public) as
 * a blob: address for an <img>; `release` frees it. Rejects when the file is missing or refused.
 */
export async function readStoredFileUrl(
  ruta: string,
): Promise<{ url: string; release: () => void }> {
  const [{ ref, getBlob }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageService(),
  ])
  const url = URL.createObjectURL(await getBlob(ref(storage, ruta)))
  return { url, release: () => URL.revokeObjectURL(url) }
}
