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
import { ALL_FIELDS } from '@/lib/shop/settings-schema'
import { orderSettingsProblems } from './order-settings-problems'
import {
  fromDraft,
  toDraft,
  withDraftParts,
  type IntervalDraft,
  type SettingsDraft,
} from './settings-draft'

/** A field's path in the draft ('telefono', 'horario.lu.0', 'especiales.2') and its message. */
export type DraftErrors = Record<string, string>

const TIME = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/
const CLOSING = /^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/

/** What is wrong with one interval, if anything. */
function intervalProblem({ abre, cierra }: IntervalDraft): string | null {
  if (!TIME.test(abre) || !CLOSING.test(cierra)) return 'Escribe la hora de abrir y la de cerrar.'
  if (cierra !== '24:00' && cierra <= abre)
    return 'La hora de cerrar debe ser después de la de abrir.'
  return null
}

const urlProblem = (value: string) =>
  PATTERNS.url.test(value.trim()) ? null : 'Pega el enlace completo, que empiece por https://'

/** Every problem of the form, in Spanish, by field: empty when it can be saved. */
export function validateDraft(draft: SettingsDraft, today: string): DraftErrors {
  const errors: DraftErrors = {}
  const set = (field: string, problem: string | null) => {
    if (problem) errors[field] = problem
  }
  const nombre = draft.nombre.trim()
  set('nombre', nombre === '' ? 'Escribe el nombre de la tienda.' : null)
  set(
    'nombre',
    nombre.length > LIMITS.nombre ? `Máximo ${String(LIMITS.nombre)} caracteres.` : null,
  )
  set(
    'telefono',
    PATTERNS.telefono.test(draft.telefono.trim())
      ? null
      : 'Escribe solo números y espacios, con + al inicio si quieres (por ejemplo +57 300 123 4567), o déjalo vacío.',
  )
  set(
    'whatsapp',
    PATTERNS.whatsapp.test(draft.whatsapp.replace(/\D/g, ''))
      ? null
      : 'Escribe el número con el código del país, solo números (por ejemplo 573001234567), o déjalo vacío.',
  )
  const email = draft.email.trim()
  set(
    'email',
    PATTERNS.email.test(email) && email.length <= LIMITS.email
      ? null
      : 'Escribe un correo válido, por ejemplo info@tutienda.com, o déjalo vacío.',
  )
  const direccion = draft.direccion.trim()
  set('direccion', direccion === '' ? 'Escribe la dirección.' : null)
  set(
    'direccion',
    direccion.length > LIMITS.direccion ? `Máximo ${String(LIMITS.direccion)} caracteres.` : null,
  )
  for (const field of ['mapaUrl', 'enlacesUrl'] as const) set(field, urlProblem(draft[field]))
  for (const { key } of SOCIAL_NETWORKS) set(`redes.${key}`, urlProblem(draft.redes[key]))
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
