import { parseEspecial } from '@/lib/shop/settings'
import {
  ALL_FIELDS,
  DAYS,
  SOCIAL_NETWORKS,
  subKeys,
  type DayKey,
  type FieldName,
  type SchemaField,
  type SettingsField,
  type ShopSettings,
  type SocialKey,
  type TextCleaning,
} from '@/lib/shop/settings-schema'
import type { SettingsPath } from '@/lib/shop/settings-changes'

// The Tienda form's draft: the settings in the shape the staff edit them, derived field by field
// from the settings' schema (the kind of each field decides its draft and its conversion).

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

/** Each kind's draft, but the notice's, which the form edits as two fields. */
interface KindDrafts {
  text: string
  links: Record<SocialKey, string>
  week: Record<DayKey, DayDraft>
  dates: SpecialDayDraft[]
}
type Notice = FieldName<'notice'>

/** The Tienda form: the settings in the shape the staff edit them. */
export type SettingsDraft = {
  [F in Exclude<SchemaField, { kind: 'notice' }> as F['name']]: KindDrafts[F['kind']]
} & { [N in Notice as `${N}Texto` | `${N}Hasta`]: string }

/** A notice's two fields in the draft: its text and its last day. */
const noticeKeys = (name: string) => ({ texto: `${name}Texto`, hasta: `${name}Hasta` })

const NEW_INTERVAL: IntervalDraft = { abre: '15:00', cierra: '23:00' }

const toIntervals = (horas: string): IntervalDraft[] =>
  horas === ''
    ? [{ ...NEW_INTERVAL }]
    : horas.split(',').map((part) => {
        const [abre = '', cierra = ''] = part.split('-')
        return { abre, cierra }
      })

type Loose = Record<string, unknown>

/** One field's part of the draft (the notice gives two entries). */
function fieldToDraft(field: SettingsField, value: unknown): [string, unknown][] {
  switch (field.kind) {
    case 'text':
      return [[field.name, value]]
    case 'links':
      return [[field.name, { ...(value as Record<SocialKey, string>) }]]
    case 'week': {
      const horario = value as Record<DayKey, string>
      const days = DAYS.map(({ key }) => [
        key,
        { abierto: horario[key] !== '', intervalos: toIntervals(horario[key]) },
      ])
      return [[field.name, Object.fromEntries(days)]]
    }
    case 'dates': {
      const days = (value as string[]).map((entry) => {
        const { fecha, horas } = parseEspecial(entry)
        const [first] = toIntervals(horas)
        return {
          fecha,
          cerrado: horas === '',
          abre: first?.abre ?? '',
          cierra: first?.cierra ?? '',
        }
      })
      return [[field.name, days]]
    }
    case 'notice': {
      const { texto, hasta } = value as ShopSettings['anuncio']
      const keys = noticeKeys(field.name)
      return [
        [keys.texto, texto],
        [keys.hasta, hasta],
      ]
    }
  }
}

export const toDraft = (settings: ShopSettings): SettingsDraft =>
  Object.fromEntries(
    ALL_FIELDS.flatMap((field) => fieldToDraft(field, (settings as Loose)[field.name])),
  ) as SettingsDraft

const intervalText = ({ abre, cierra }: IntervalDraft) => `${abre}-${cierra}`

/** How each text field tidies what was typed before it is checked and stored. */
export const CLEANING: Record<TextCleaning, (text: string) => string> = {
  trim: (text) => text.trim(),
  digits: (text) => text.replace(/\D/g, ''),
  none: (text) => text,
}

/** One field's stored value, from the draft. */
function fieldFromDraft(field: SettingsField, draft: Loose): unknown {
  const value = draft[field.name]
  switch (field.kind) {
    case 'text':
      return CLEANING[field.clean](value as string)
    case 'links': {
      const redes = value as Record<SocialKey, string>
      return Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, redes[key].trim()]))
    }
    case 'week': {
      const horario = value as Record<DayKey, DayDraft>
      return Object.fromEntries(
        DAYS.map(({ key }) => {
          const day = horario[key]
          return [key, day.abierto ? day.intervalos.map(intervalText).join(',') : '']
        }),
      )
    }
    case 'dates':
      return [...(value as SpecialDayDraft[])]
        .sort((a, b) => a.fecha.localeCompare(b.fecha))
        .map((day) => `${day.fecha}=${day.cerrado ? '' : intervalText(day)}`)
    case 'notice': {
      const keys = noticeKeys(field.name)
      const texto = (draft[keys.texto] as string).trim()
      return { texto, hasta: texto === '' ? '' : draft[keys.hasta] }
    }
  }
}

/** The settings to store (call only once validateDraft found nothing wrong). */
export const fromDraft = (draft: SettingsDraft): ShopSettings =>
  Object.fromEntries(
    ALL_FIELDS.map((field) => [field.name, fieldFromDraft(field, draft as Loose)]),
  ) as ShopSettings

/** The draft with the parts at `paths` taken from `source` (both drafts of the same form). */
export function withDraftParts(
  draft: SettingsDraft,
  source: SettingsDraft,
  paths: readonly SettingsPath[],
): SettingsDraft {
  const result: Loose = { ...draft }
  const from: Loose = source
  for (const field of ALL_FIELDS)
    if (subKeys(field)) result[field.name] = { ...(result[field.name] as Loose) }
  for (const path of paths) {
    const [name = '', key = null] = path.split('.')
    if (key !== null) (result[name] as Loose)[key] = (from[name] as Loose)[key]
    else if (ALL_FIELDS.some((field) => field.name === name && field.kind === 'notice')) {
      const keys = noticeKeys(name)
      result[keys.texto] = from[keys.texto]
      result[keys.hasta] = from[keys.hasta]
    } else result[name] = from[name]
  }
  return result as SettingsDraft
}

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string')

const isInterval = (value: unknown) => strings(value, ['abre', 'cierra'])

const isDay = (day: unknown) =>
  isRecord(day) &&
  typeof day.abierto === 'boolean' &&
  Array.isArray(day.intervalos) &&
  day.intervalos.length > 0 &&
  day.intervalos.every(isInterval)

/** Whether one field's part of a draft has the shape this form writes. */
function fieldIsDraft(field: SettingsField, draft: Loose): boolean {
  const value = draft[field.name]
  switch (field.kind) {
    case 'text':
      return typeof value === 'string'
    case 'links':
      return strings(value, subKeys(field) ?? [])
    case 'week':
      return isRecord(value) && DAYS.every(({ key }) => isDay(value[key]))
    case 'dates':
      return (
        Array.isArray(value) &&
        value.every(
          (day) =>
            strings(day, ['fecha', 'abre', 'cierra']) &&
            isRecord(day) &&
            typeof day.cerrado === 'boolean',
        )
      )
    case 'notice': {
      const { texto, hasta } = noticeKeys(field.name)
      return strings(draft, [texto, hasta])
    }
  }
}

/** A draft as this form writes it: anything else (an older shape, a damaged copy) is not one. */
export const isSettingsDraft = (value: unknown): value is SettingsDraft =>
  isRecord(value) && ALL_FIELDS.every((field) => fieldIsDraft(field, value))
