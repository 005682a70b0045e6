import { storageObjectUrl } from '@/lib/storage/object-url'
import { toImageDocument, type ImageDocument } from '../data/image-document'

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
export type FreeConeEntry = ImageDocument & {
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
export function toFreeConeEntry(
  id: string,
  data: Record<string, unknown>,
  objectUrl: (path: string) => string = storageObjectUrl,
): FreeConeEntry | null {
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
 * The Firestore collection of the public gallery: galeria/{numero} is the projection of a published
 * entry (its number, date and picture size, nothing the visitor typed, no uid), written in the
 * same write that publishes the entry and removed in the same write that hides or deletes it.
 */
export const GALLERY_COLLECTION = 'galeria'

/** The fields of an entry its public projection copies, exactly (the rules compare them). */
const PROJECTED_FIELDS = ['numero', 'fecha', 'ancho', 'alto'] as const

/** An entry's public projection, from its stored fields as they are (timestamps untouched). */
export function projectionOf(entry: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    PROJECTED_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [
      field,
      entry[field],
    ]),
  )
}

/**
 * A projection as the public gallery shows it: its copy in galeria/, never the visitor's files.
 * One without a whole number is not shown.
 */
export function toGalleryImage(
  id: string,
  data: Record<string, unknown>,
  objectUrl: (path: string) => string = storageObjectUrl,
): FreeConeEntry | null {
  const { numero } = data
  if (typeof numero !== 'number' || !Number.isInteger(numero) || numero <= 0) return null
  return {
    id,
    numero,
    estado: 'publicada',
    fecha: isTimestamp(data.fecha) ? data.fecha.toDate() : null,
    url: objectUrl(galleryPath(numero)),
    entregadoEn: null,
  }
}
