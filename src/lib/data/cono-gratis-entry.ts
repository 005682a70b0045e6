import { storageObjectUrl } from '@/lib/storage/object-url'
import { toImageDocument, type ImageDocument } from './image-document'

/** The folder of the gallery's copies, each named by its entry's number. */
export const GALLERY_FOLDER = 'galeria'

/**
 * Where the public gallery's copy of an approved entry lives: the very bytes of the picture the
 * staff looked at (its 480 px file), copied by the dashboard on approval and deleted when the
 * entry is hidden or deleted. The public never loads a visitor's own files.
 */
export const galleryPath = (numero: number) => `${GALLERY_FOLDER}/${String(numero)}`

/** The review states of a free-cone entry: new ones wait, the staff publish or hide them. */
export const ENTRY_STATES = ['pendiente', 'publicada', 'oculta'] as const
export type EntryState = (typeof ENTRY_STATES)[number]

/** A customer's free-cone screenshot: numbered, reviewed, and maybe already handed over. */
export type ConoGratisImage = ImageDocument & {
  numero: number
  estado: EntryState
  /** When the staff handed the cone over at the counter. */
  entregadoEn: Date | null
}

interface TimestampLike {
  toDate(): Date
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && 'toDate' in value

const isEntryState = (value: unknown): value is EntryState =>
  ENTRY_STATES.some((state) => state === value)

const pathOrNothing = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined

/**
 * Reads a stored entry. Its addresses are made from its paths in the project's own bucket; any
 * address stored in the document is ignored. An entry without a path, number or known state is
 * not shown.
 */
export function toConoGratisImage(
  id: string,
  data: Record<string, unknown>,
  objectUrl: (path: string) => string = storageObjectUrl,
): ConoGratisImage | null {
  const ruta = pathOrNothing(data.ruta)
  if (!ruta || !isEntryState(data.estado)) return null
  const rutaMediana = pathOrNothing(data.rutaMediana)
  const rutaMiniatura = pathOrNothing(data.rutaMiniatura)
  const image = toImageDocument(id, {
    ...data,
    url: objectUrl(ruta),
    urlMediana: rutaMediana && objectUrl(rutaMediana),
    urlMiniatura: rutaMiniatura && objectUrl(rutaMiniatura),
  })
  if (!image || image.numero === undefined) return null
  return {
    ...image,
    numero: image.numero,
    estado: data.estado,
    entregadoEn: isTimestamp(data.entregadoEn) ? data.entregadoEn.toDate() : null,
  }
}

/**
 * An approved entry as the public gallery shows it: only its copy in galeria/, never the
 * visitor's files, whatever the document names.
 */
export function toGalleryImage(
  id: string,
  data: Record<string, unknown>,
  objectUrl: (path: string) => string = storageObjectUrl,
): ConoGratisImage | null {
  const entry = toConoGratisImage(id, data, objectUrl)
  if (!entry || entry.estado !== 'publicada') return null
  return {
    id: entry.id,
    numero: entry.numero,
    estado: entry.estado,
    fecha: entry.fecha,
    url: objectUrl(galleryPath(entry.numero)),
    entregadoEn: null,
  }
}
