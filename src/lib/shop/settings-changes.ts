import { DAYS, SOCIAL_NETWORKS, type DayKey, type ShopSettings, type SocialKey } from './settings'

// A save of the shop's settings writes only what the person changed, field by field: two phones
// that edit different fields both keep their change, and a field someone else changed since it
// was loaded is reported instead of overwritten.

/**
 * The parts of the settings that are saved, compared and reported one by one: each social network
 * and each day of the week on its own; the special days and the notice (text and end) whole.
 */
export type SettingsPath =
  Exclude<keyof ShopSettings, 'redes' | 'horario'> | `redes.${SocialKey}` | `horario.${DayKey}`

export const SETTINGS_PATHS: readonly SettingsPath[] = [
  'nombre',
  'telefono',
  'whatsapp',
  'email',
  'direccion',
  'mapaUrl',
  'enlacesUrl',
  ...SOCIAL_NETWORKS.map(({ key }) => `redes.${key}` as const),
  ...DAYS.map(({ key }) => `horario.${key}` as const),
  'especiales',
  'cerradoHoy',
  'anuncio',
  'pedidos',
  'domicilio',
  'domicilioNota',
  'pedidoMinimo',
  'pagos',
  'nequi',
  'daviplata',
  'breb',
]

type SettingsValue = ShopSettings[Exclude<keyof ShopSettings, 'redes' | 'horario'>]

/** The value of one part: a string, a switch, a number, a list or the notice. */
export function valueAt(settings: ShopSettings, path: SettingsPath): SettingsValue {
  const [head, key] = path.split('.')
  if (head === 'redes') return settings.redes[key as SocialKey]
  if (head === 'horario') return settings.horario[key as DayKey]
  return settings[path as Exclude<keyof ShopSettings, 'redes' | 'horario'>]
}

/** `settings` with the value of each path taken from `from`. */
export function withValuesFrom(
  settings: ShopSettings,
  from: ShopSettings,
  paths: readonly SettingsPath[],
): ShopSettings {
  const result: ShopSettings = {
    ...settings,
    redes: { ...settings.redes },
    horario: { ...settings.horario },
  }
  for (const path of paths) {
    const [head, key] = path.split('.')
    if (head === 'redes') result.redes[key as SocialKey] = from.redes[key as SocialKey]
    else if (head === 'horario') result.horario[key as DayKey] = from.horario[key as DayKey]
    else Object.assign(result, { [path]: valueAt(from, path) })
  }
  return result
}

const sameValue = (a: SettingsValue, b: SettingsValue): boolean =>
  typeof a !== 'object' || typeof b !== 'object'
    ? a === b
    : Array.isArray(a) || Array.isArray(b)
      ? Array.isArray(a) && Array.isArray(b) && a.join('\n') === b.join('\n')
      : a.texto === b.texto && a.hasta === b.hasta

/** The parts whose value differs between two versions of the settings. */
export const changedPaths = (before: ShopSettings, after: ShopSettings): SettingsPath[] =>
  SETTINGS_PATHS.filter((path) => !sameValue(valueAt(before, path), valueAt(after, path)))

/** What a save should do, decided against the settings as they are stored now. */
export type SettingsSavePlan =
  | {
      kind: 'save'
      /** The fields to write, by path ('redes.instagram'): only the ones that change. */
      fields: Partial<Record<SettingsPath, SettingsValue>>
      /** The settings once written: the stored ones with these fields. */
      result: ShopSettings
    }
  | {
      kind: 'conflict'
      /** The parts both this person and someone else changed, differently. */
      paths: SettingsPath[]
    }

/**
 * Plans the save of `next`, edited from `loaded`, over `stored` (what the server holds now). Only
 * the parts this person changed are written; a part someone else changed meanwhile to another
 * value than this person's is a conflict, and then nothing is written at all.
 */
export function planSettingsSave(
  loaded: ShopSettings,
  next: ShopSettings,
  stored: ShopSettings,
): SettingsSavePlan {
  const edited = changedPaths(loaded, next)
  const conflicts = edited.filter(
    (path) =>
      !sameValue(valueAt(stored, path), valueAt(loaded, path)) &&
      !sameValue(valueAt(stored, path), valueAt(next, path)),
  )
  if (conflicts.length > 0) return { kind: 'conflict', paths: conflicts }
  const writes = edited.filter((path) => !sameValue(valueAt(stored, path), valueAt(next, path)))
  return {
    kind: 'save',
    fields: Object.fromEntries(writes.map((path) => [path, valueAt(next, path)])),
    result: withValuesFrom(stored, next, writes),
  }
}
