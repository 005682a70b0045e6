/** Fields shared by every stored image document (menus, misterio and cono-gratis). */
export interface ImageDocument {
  id: string
  url: string
  nombre?: string
  fecha: Date | null
  numero?: number
  ruta?: string
  urlMediana?: string
  rutaMediana?: string
  urlMiniatura?: string
  rutaMiniatura?: string
  ancho?: number
  alto?: number
  /** Place in its menu, set by the staff (smaller first). */
  orden?: number
  /** What the picture says, in words: its alt text on the menu. */
  descripcion?: string
  /** Kept for later but not shown publicly (set by the staff); absent when shown. */
  oculto?: true
}

/** The longest descripcion the rules accept, in characters (UTF-16 units, as they count). */
export const MAX_DESCRIPCION = 1000

/** A descripcion as it is stored: trimmed, and none at all when nothing is left. */
export function storedDescripcion(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? ''
  return trimmed === '' ? undefined : trimmed
}

interface TimestampLike {
  toDate(): Date
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && 'toDate' in value

const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined

const optionalPositiveInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined

const optionalNonNegativeInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** Reads a stored document defensively: one without a usable url is not shown at all. */
export function toImageDocument(id: string, data: Record<string, unknown>): ImageDocument | null {
  const url = optionalString(data.url)
  if (!url) return null
  const image: ImageDocument = {
    id,
    url,
    fecha: isTimestamp(data.fecha) ? data.fecha.toDate() : null,
  }
  const fields = {
    nombre: optionalString(data.nombre),
    numero: optionalPositiveInt(data.numero),
    ruta: optionalString(data.ruta),
    urlMediana: optionalString(data.urlMediana),
    rutaMediana: optionalString(data.rutaMediana),
    urlMiniatura: optionalString(data.urlMiniatura),
    rutaMiniatura: optionalString(data.rutaMiniatura),
    ancho: optionalPositiveInt(data.ancho),
    alto: optionalPositiveInt(data.alto),
    orden: optionalNonNegativeInt(data.orden),
    descripcion: optionalText(data.descripcion),
    oculto: data.oculto === true ? (true as const) : undefined,
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(image, { [key]: value })
  }
  return image
}

/** Whether visitors may see the image: not hidden by the staff. */
export const isShown = (image: ImageDocument): boolean => image.oculto !== true

/** Whether two reads describe the same stored image (a live answer that only confirms one shown). */
export function sameImageDocument(a: ImageDocument | null, b: ImageDocument | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  const keys = Object.keys(a) as (keyof ImageDocument)[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => {
    const [left, right] = [a[key], b[key]]
    return left instanceof Date && right instanceof Date
      ? left.getTime() === right.getTime()
      : left === right
  })
}

const time = (image: ImageDocument) => image.fecha?.getTime() ?? 0

/** Upload order: numero where both have one, otherwise oldest first; ties by id. */
function byUploadOrder(a: ImageDocument, b: ImageDocument): number {
  if (a.numero !== undefined && b.numero !== undefined && a.numero !== b.numero) {
    return a.numero - b.numero
  }
  return time(a) - time(b) || a.id.localeCompare(b.id)
}

/**
 * Menu order: the staff's orden, smaller first; images without one (written before it existed)
 * after those with one, in upload order, which also settles equal ordens. Stable.
 */
export function byMenuOrder(a: ImageDocument, b: ImageDocument): number {
  if (a.orden !== b.orden) {
    if (a.orden === undefined) return 1
    if (b.orden === undefined) return -1
    return a.orden - b.orden
  }
  return byUploadOrder(a, b)
}

/** Gallery order: newest first. */
export function byNewest(a: ImageDocument, b: ImageDocument): number {
  return time(b) - time(a) || (b.numero ?? 0) - (a.numero ?? 0) || b.id.localeCompare(a.id)
}
