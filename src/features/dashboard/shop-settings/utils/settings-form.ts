import {
  DAYS,
  LIMITS,
  parseEspecial,
  PATTERNS,
  SOCIAL_NETWORKS,
  type ShopSettings,
} from '@/lib/shop/settings'
import {
  changedPaths,
  SETTINGS_PATHS,
  valueAt,
  withValuesFrom,
  type SettingsPath,
} from '@/lib/shop/settings-changes'
import {
  ALL_FIELDS,
  TEXT_FIELDS,
  type FieldName,
  type TextSettingsField,
} from '@/lib/shop/settings-schema'
import { INVALID, LINK_PROBLEM, MISSING } from './field-messages'
import { orderSettingsProblems } from './order-settings-problems'
import {
  CLEANING,
  fromDraft,
  toDraft,
  withDraftParts,
  type IntervalDraft,
  type SettingsDraft,
} from './settings-draft'

/** A field's path in the draft ('telefono', 'horario.lu.0', 'especiales.2') and its message. */
export type DraftErrors = Record<string, string>

/** A text field of the schema, by its name. */
export function textField(name: FieldName<'text'>): TextSettingsField {
  const field = TEXT_FIELDS.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`No text field ${name} in the settings' schema`)
  return field
}

/** What is wrong with a typed text, if anything, as its field in the schema says. */
export function textProblem(field: TextSettingsField, typed: string): string | null {
  const value = CLEANING[field.clean](typed)
  if (value === '' && field.required) return MISSING[field.name] ?? `Escribe: ${field.label}.`
  if (field.pattern && !field.pattern.test(value)) return INVALID[field.name] ?? 'Revisa este dato.'
  if (field.max !== undefined && value.length > field.max)
    return `Máximo ${String(field.max)} caracteres.`
  return null
}

/** What is wrong with one interval, if anything. */
function intervalProblem({ abre, cierra }: IntervalDraft): string | null {
  if (!PATTERNS.opens.test(abre) || !PATTERNS.closes.test(cierra))
    return 'Escribe la hora de abrir y la de cerrar.'
  if (cierra !== '24:00' && cierra <= abre)
    return 'La hora de cerrar debe ser después de la de abrir.'
  return null
}

/** Every problem of the form, in Spanish, by field: empty when it can be saved. */
export function validateDraft(draft: SettingsDraft, today: string): DraftErrors {
  const errors: DraftErrors = {}
  const set = (field: string, problem: string | null) => {
    if (problem) errors[field] = problem
  }
  for (const field of TEXT_FIELDS) {
    const typed = (draft as unknown as Record<string, unknown>)[field.name]
    if (typeof typed === 'string') set(field.name, textProblem(field, typed))
  }
  for (const { key } of SOCIAL_NETWORKS)
    set(`redes.${key}`, PATTERNS.url.test(draft.redes[key].trim()) ? null : LINK_PROBLEM)
  for (const { key } of DAYS) {
    const day = draft.horario[key]
    if (!day.abierto) continue
    day.intervalos.forEach((interval, index) =>
      set(`horario.${key}.${String(index)}`, intervalProblem(interval)),
    )
    const [first, second] = day.intervalos
    if (first && second && !errors[`horario.${key}.1`] && second.abre < first.cierra)
      errors[`horario.${key}.1`] = 'El segundo horario debe empezar después del primero.'
  }
  if (draft.especiales.length > LIMITS.especiales)
    errors.especiales = `Máximo ${String(LIMITS.especiales)} fechas: borra las que ya pasaron.`
  const seen = new Set<string>()
  draft.especiales.forEach((day, index) => {
    const field = `especiales.${String(index)}`
    if (!PATTERNS.date.test(day.fecha) || day.fecha === '') set(field, 'Elige la fecha.')
    else if (seen.has(day.fecha)) set(field, 'Esta fecha ya está en la lista.')
    else if (!day.cerrado) set(field, intervalProblem(day))
    seen.add(day.fecha)
  })
  const texto = draft.anuncioTexto.trim()
  set(
    'anuncioTexto',
    texto.length > LIMITS.anuncio ? `Máximo ${String(LIMITS.anuncio)} caracteres.` : null,
  )
  if (texto !== '') {
    set(
      'anuncioHasta',
      draft.anuncioHasta === '' || !PATTERNS.date.test(draft.anuncioHasta)
        ? 'Elige hasta qué día se muestra el aviso.'
        : draft.anuncioHasta < today
          ? 'Esa fecha ya pasó: el aviso no se mostraría.'
          : null,
    )
  }
  return { ...errors, ...orderSettingsProblems(draft) }
}

/** The parts of the settings the person changed in the draft (typed, not necessarily valid). */
export const editedPaths = (draft: SettingsDraft, loaded: ShopSettings): SettingsPath[] =>
  changedPaths(loaded, fromDraft(draft))

/** The settings a draft was edited from, and the draft. */
export interface DraftOnBase {
  loaded: ShopSettings
  draft: SettingsDraft
}

/**
 * Moves the person's unsaved edits onto newer stored settings: the parts they did not touch show
 * the newer values; the parts they did stay as typed and keep the values they were edited from,
 * so that a save still notices when someone else changed the same part meanwhile.
 */
export function rebaseDraft({ loaded, draft }: DraftOnBase, newer: ShopSettings): DraftOnBase {
  const edited = editedPaths(draft, loaded)
  const untouched = SETTINGS_PATHS.filter((path) => !edited.includes(path))
  return {
    loaded: withValuesFrom(newer, loaded, edited),
    draft: withDraftParts(draft, toDraft(newer), untouched),
  }
}

/**
 * After a save that stored `saved`: everything is now edited from `saved`; the parts the person
 * had not touched show it (someone else's changes of other parts arrive with it), the rest stays
 * as typed (equal to what was saved, or typed while the save ran).
 */
export function afterSave({ loaded, draft }: DraftOnBase, saved: ShopSettings): DraftOnBase {
  const edited = editedPaths(draft, loaded)
  const untouched = SETTINGS_PATHS.filter((path) => !edited.includes(path))
  return { loaded: saved, draft: withDraftParts(draft, toDraft(saved), untouched) }
}

/** What each part of the settings is called on the Tienda screen. */
export const PATH_LABELS = Object.fromEntries(
  ALL_FIELDS.flatMap((field): [string, string][] => {
    if (field.kind === 'links')
      return SOCIAL_NETWORKS.map(({ key, name }) => [`${field.name}.${key}`, name])
    if (field.kind === 'week')
      return DAYS.map(({ key, name }) => [
        `${field.name}.${key}`,
        `Horario del ${name.toLowerCase()}`,
      ])
    return [[field.name, field.label]]
  }),
) as Record<SettingsPath, string>

const hoursText = (horas: string) =>
  horas === '' ? 'cerrado' : horas.replaceAll('-', ' a ').replaceAll(',', ' y ')

/** A stored part as the staff read it: 'Teléfono: «+57 311 555 0000»'. */
export function describePart(settings: ShopSettings, path: SettingsPath): string {
  const value = valueAt(settings, path)
  const field = ALL_FIELDS.find(({ name }) => name === path.split('.')[0])
  const shown =
    field?.kind === 'week' && typeof value === 'string'
      ? hoursText(value)
      : Array.isArray(value)
        ? value.length === 0
          ? 'ninguna fecha'
          : value
              .map((entry) => {
                const { fecha, horas } = parseEspecial(entry)
                return `${fecha} ${hoursText(horas)}`
              })
              .join('; ')
        : typeof value === 'string'
          ? value === ''
            ? 'vacío'
            : value
          : value.texto === ''
            ? 'sin aviso'
            : value.texto
  return `${PATH_LABELS[path]}: «${shown}»`
}
