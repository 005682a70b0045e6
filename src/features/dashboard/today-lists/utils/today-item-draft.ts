import { newTodayItemId, TODAY_LIMITS, type TodayItem } from '@/lib/data/today-list'

/** What the staff type for an item: text fields as typed. */
export interface TodayItemDraft {
  nombre: string
  precio: string
  nota: string
}

export type TodayItemErrors = Partial<Record<keyof TodayItemDraft, string>>

export const EMPTY_DRAFT: TodayItemDraft = { nombre: '', precio: '', nota: '' }

export const toItemDraft = (item: TodayItem): TodayItemDraft => ({
  nombre: item.nombre,
  precio: item.precio === null ? '' : String(item.precio),
  nota: item.nota,
})

/** '8.000', '$ 8000' or '8 000' give 8000; '' gives null; anything else undefined. */
export function parsePrice(text: string): number | null | undefined {
  const digits = text.replace(/[$\s.\u00a0]/g, '')
  if (digits === '') return null
  if (!/^\d+$/.test(digits)) return undefined
  return Number(digits)
}

/** At least one character that shows: not only spaces, control or format characters (as the rules). */
const VISIBLE = /[^\s\p{Z}\p{C}]/u

export function validateItemDraft(draft: TodayItemDraft): TodayItemErrors {
  const errors: TodayItemErrors = {}
  const nombre = draft.nombre.trim()
  if (!VISIBLE.test(nombre)) errors.nombre = 'Escribe el nombre.'
  else if (nombre.length > TODAY_LIMITS.nombre)
    errors.nombre = `Máximo ${String(TODAY_LIMITS.nombre)} caracteres.`
  const precio = parsePrice(draft.precio)
  if (precio === undefined) errors.precio = 'Escribe solo el número, sin centavos. Ej.: 8.000'
  else if (precio !== null && precio > TODAY_LIMITS.precio)
    errors.precio = 'Ese precio es muy alto.'
  if (draft.nota.trim().length > TODAY_LIMITS.nota)
    errors.nota = `Máximo ${String(TODAY_LIMITS.nota)} caracteres.`
  return errors
}

/** The item a valid draft describes (a new one unless `id` is given). */
export function fromItemDraft(draft: TodayItemDraft, id: string = newTodayItemId()): TodayItem {
  return {
    id,
    nombre: draft.nombre.trim(),
    precio: parsePrice(draft.precio) ?? null,
    nota: draft.nota.trim(),
    agotado: false,
  }
}
