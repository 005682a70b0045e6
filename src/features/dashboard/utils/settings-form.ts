import {
  DAYS,
  LIMITS,
  parseEspecial,
  PATTERNS,
  SOCIAL_NETWORKS,
  type DayKey,
  type ShopSettings,
  type SocialKey,
} from '@/lib/shop/settings'
import { ORDER_LIMITS, ORDER_PATTERNS, PAYMENT_METHODS, paymentName } from '@/lib/shop/order-fields'
import {
  changedPaths,
  SETTINGS_PATHS,
  valueAt,
  withValuesFrom,
  type SettingsPath,
} from '@/lib/shop/settings-changes'

/** One opening interval as the form edits it ('HH:MM' each). */
export interface IntervalDraft {
  abre: string
  cierra: string
}

export interface DayDraft {
  abierto: boolean
  /** One interval, or two for a break in the middle of the day. */
  intervalos: IntervalDraft[]
}

export interface SpecialDayDraft {
  fecha: string
  cerrado: boolean
  abre: string
  cierra: string
}

/** The Tienda form: the settings in the shape the staff edit them. */
export type SettingsDraft = Omit<
  ShopSettings,
  'horario' | 'especiales' | 'anuncio' | 'pedidoMinimo'
> & {
  /** In pesos, as typed ('' = no minimum). */
  pedidoMinimo: string
  horario: Record<DayKey, DayDraft>
  especiales: SpecialDayDraft[]
  anuncioTexto: string
  anuncioHasta: string
}

const NEW_INTERVAL: IntervalDraft = { abre: '15:00', cierra: '23:00' }

const toIntervals = (horas: string): IntervalDraft[] =>
  horas === ''
    ? [{ ...NEW_INTERVAL }]
    : horas.split(',').map((part) => {
        const [abre = '', cierra = ''] = part.split('-')
        return { abre, cierra }
      })

export function toDraft(settings: ShopSettings): SettingsDraft {
  return {
    nombre: settings.nombre,
    telefono: settings.telefono,
    whatsapp: settings.whatsapp,
    email: settings.email,
    direccion: settings.direccion,
    mapaUrl: settings.mapaUrl,
    enlacesUrl: settings.enlacesUrl,
    redes: { ...settings.redes },
    horario: Object.fromEntries(
      DAYS.map(({ key }) => [
        key,
        { abierto: settings.horario[key] !== '', intervalos: toIntervals(settings.horario[key]) },
      ]),
    ) as Record<DayKey, DayDraft>,
    especiales: settings.especiales.map((entry) => {
      const { fecha, horas } = parseEspecial(entry)
      const [first] = toIntervals(horas)
      return { fecha, cerrado: horas === '', abre: first?.abre ?? '', cierra: first?.cierra ?? '' }
    }),
    cerradoHoy: settings.cerradoHoy,
    anuncioTexto: settings.anuncio.texto,
    anuncioHasta: settings.anuncio.hasta,
    pedidos: settings.pedidos,
    domicilio: settings.domicilio,
    domicilioNota: settings.domicilioNota,
    pedidoMinimo: settings.pedidoMinimo === 0 ? '' : String(settings.pedidoMinimo),
    pagos: [...settings.pagos],
    nequi: settings.nequi,
    daviplata: settings.daviplata,
    breb: settings.breb,
  }
}

/** A typed amount of pesos: '10.000', '$ 10 000' and '10000' are all 10000. */
const pesosOf = (typed: string) => Number(typed.replace(/[\s$.]/g, '') || '0')

const intervalText = ({ abre, cierra }: IntervalDraft) => `${abre}-${cierra}`

/** The settings to store (call only once validateDraft found nothing wrong). */
export function fromDraft(draft: SettingsDraft): ShopSettings {
  return {
    nombre: draft.nombre.trim(),
    telefono: draft.telefono.trim(),
    whatsapp: draft.whatsapp.replace(/\D/g, ''),
    email: draft.email.trim(),
    direccion: draft.direccion.trim(),
    mapaUrl: draft.mapaUrl.trim(),
    enlacesUrl: draft.enlacesUrl.trim(),
    redes: Object.fromEntries(
      SOCIAL_NETWORKS.map(({ key }) => [key, draft.redes[key].trim()]),
    ) as Record<SocialKey, string>,
    horario: Object.fromEntries(
      DAYS.map(({ key }) => {
        const day = draft.horario[key]
        return [key, day.abierto ? day.intervalos.map(intervalText).join(',') : '']
      }),
    ) as Record<DayKey, string>,
    especiales: [...draft.especiales]
      .sort((a, b) => a.fecha.localeCompare(b.fecha))
      .map((day) => `${day.fecha}=${day.cerrado ? '' : intervalText(day)}`),
    cerradoHoy: draft.cerradoHoy,
    anuncio: {
      texto: draft.anuncioTexto.trim(),
      hasta: draft.anuncioTexto.trim() === '' ? '' : draft.anuncioHasta,
    },
    pedidos: draft.pedidos,
    domicilio: draft.domicilio,
    domicilioNota: draft.domicilioNota.trim(),
    pedidoMinimo: pesosOf(draft.pedidoMinimo),
    pagos: PAYMENT_METHODS.map(({ key }) => key).filter((key) => draft.pagos.includes(key)),
    nequi: draft.nequi.replace(/\D/g, ''),
    daviplata: draft.daviplata.replace(/\D/g, ''),
    breb: draft.breb.trim(),
  }
}

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
      : 'Escribe solo números y espacios, con + al inicio si quieres (por ejemplo +57 300 123 4567).',
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
      : 'Escribe un correo válido, por ejemplo info@tutienda.com.',
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
  orderProblems(draft, set)
  return errors
}

/** The problems of the orders' part of the form (Pedidos por WhatsApp). */
function orderProblems(draft: SettingsDraft, set: (field: string, problem: string | null) => void) {
  const nota = draft.domicilioNota.trim()
  set(
    'domicilioNota',
    nota.length > ORDER_LIMITS.domicilioNota
      ? `Máximo ${String(ORDER_LIMITS.domicilioNota)} caracteres.`
      : null,
  )
  const minimum = pesosOf(draft.pedidoMinimo)
  set(
    'pedidoMinimo',
    !Number.isInteger(minimum) || minimum < 0 || minimum > ORDER_LIMITS.pedidoMinimo
      ? 'Escribe el valor en pesos, solo números (por ejemplo 10000), o déjalo vacío.'
      : null,
  )
  for (const field of ['nequi', 'daviplata'] as const) {
    const digits = draft[field].replace(/\D/g, '')
    set(
      field,
      ORDER_PATTERNS.celular.test(digits)
        ? null
        : 'Escribe el celular de 10 dígitos, solo números (por ejemplo 3001234567), o déjalo vacío.',
    )
    if (digits === '' && draft.pagos.includes(field))
      set(field, `Escribe el número de ${paymentName(field)} o quítalo de los medios de pago.`)
  }
  const breb = draft.breb.trim()
  set(
    'breb',
    ORDER_PATTERNS.breb.test(breb) && breb.length <= ORDER_LIMITS.breb
      ? null
      : 'Escribe la llave Bre-B: un celular, una cédula, un correo o una llave que empiece por @.',
  )
  if (breb === '' && draft.pagos.includes('breb'))
    set('breb', 'Escribe la llave Bre-B o quítala de los medios de pago.')
  if (draft.pedidos && draft.pagos.length === 0)
    set('pagos', 'Elige al menos un medio de pago para los pedidos.')
}

/** The draft with the parts at `paths` taken from `source` (both drafts of the same form). */
export function withDraftParts(
  draft: SettingsDraft,
  source: SettingsDraft,
  paths: readonly SettingsPath[],
): SettingsDraft {
  const result: SettingsDraft = {
    ...draft,
    redes: { ...draft.redes },
    horario: { ...draft.horario },
  }
  for (const path of paths) {
    const [head, key] = path.split('.')
    if (head === 'redes') result.redes[key as SocialKey] = source.redes[key as SocialKey]
    else if (head === 'horario') result.horario[key as DayKey] = source.horario[key as DayKey]
    else if (path === 'anuncio') {
      result.anuncioTexto = source.anuncioTexto
      result.anuncioHasta = source.anuncioHasta
    } else Object.assign(result, { [path]: source[path as keyof SettingsDraft] })
  }
  return result
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
export const PATH_LABELS: Record<SettingsPath, string> = {
  nombre: 'Nombre de la tienda',
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  email: 'Correo de contacto',
  direccion: 'Dirección',
  mapaUrl: 'Enlace del mapa',
  enlacesUrl: 'Página de enlaces',
  ...(Object.fromEntries(SOCIAL_NETWORKS.map(({ key, name }) => [`redes.${key}`, name])) as Record<
    `redes.${SocialKey}`,
    string
  >),
  ...(Object.fromEntries(
    DAYS.map(({ key, name }) => [`horario.${key}`, `Horario del ${name.toLowerCase()}`]),
  ) as Record<`horario.${DayKey}`, string>),
  especiales: 'Cierres y horarios especiales',
  cerradoHoy: 'Cerrado hoy',
  anuncio: 'Aviso',
  pedidos: 'Pedidos por WhatsApp',
  domicilio: 'Domicilio',
  domicilioNota: 'Nota del domicilio',
  pedidoMinimo: 'Pedido mínimo',
  pagos: 'Medios de pago',
  nequi: 'Número de Nequi',
  daviplata: 'Número de Daviplata',
  breb: 'Llave Bre-B',
}

const hoursText = (horas: string) =>
  horas === '' ? 'cerrado' : horas.replaceAll('-', ' a ').replaceAll(',', ' y ')

/** A stored part as the staff read it: 'Teléfono: «+57 311 555 0000»'. */
export function describePart(settings: ShopSettings, path: SettingsPath): string {
  const value = valueAt(settings, path)
  const shown =
    typeof value === 'boolean'
      ? value
        ? 'sí'
        : 'no'
      : typeof value === 'number'
        ? value === 0
          ? 'sin mínimo'
          : String(value)
        : path === 'pagos' && Array.isArray(value)
          ? value.join(', ') || 'ninguno'
          : path.startsWith('horario.') && typeof value === 'string'
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
