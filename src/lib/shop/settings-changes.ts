import {
  ALL_FIELDS,
  subKeys,
  type DayKey,
  type FieldName,
  type ShopSettings,
  type SocialKey,
} from './settings-schema'

// A save of the shop's settings writes only what the person changed, field by field: two phones
// that edit different fields both keep their change, and a field someone else changed since it
// was loaded is reported instead of overwritten.

/**
 * The parts of the settings that are saved, compared and reported one by one: each social network
 * and each day of the week on its own; every other field whole.
 */
export type SettingsPath =
  | FieldName<'text' | 'dates' | 'notice'>
  | `${FieldName<'links'>}.${SocialKey}`
  | `${FieldName<'week'>}.${DayKey}`

/** Every part, in the schema's order. */
export const SETTINGS_PATHS: readonly SettingsPath[] = ALL_FIELDS.flatMap(
  (field) => subKeys(field)?.map((key) => `${field.name}.${key}`) ?? [field.name],
) as SettingsPath[]

/** A whole field's value: what a part that is not a network or a day holds. */
type SettingsValue = ShopSettings[FieldName<'text' | 'dates' | 'notice'>]
type Parts = Record<string, string>

/** A path's field and, for a network or a day, its key. */
function partOf(path: SettingsPath): { name: string; key: string | null } {
  const [name = '', key = null] = path.split('.')
  return { name, key }
}

/** The value of one part: a string, the list of special days or the notice. */
export function valueAt(settings: ShopSettings, path: SettingsPath): SettingsValue {
  const { name, key } = partOf(path)
  const whole: Record<string, unknown> = settings
  return (key === null ? whole[name] : (whole[name] as Parts)[key]) as SettingsValue
}

/** `settings` with the value of each path taken from `from` (networks and days copied, not shared). */
export function withValuesFrom(
  settings: ShopSettings,
  from: ShopSettings,
  paths: readonly SettingsPath[],
): ShopSettings {
  const result: Record<string, unknown> = { ...settings }
  for (const field of ALL_FIELDS)
    if (subKeys(field)) result[field.name] = { ...(result[field.name] as Parts) }
  for (const path of paths) {
    const { name, key } = partOf(path)
    if (key === null) result[name] = valueAt(from, path)
    else (result[name] as Parts)[key] = valueAt(from, path) as string
  }
  return result as ShopSettings
}

const sameValue = (a: SettingsValue, b: SettingsValue): boolean =>
  typeof a === 'string' || typeof b === 'string'
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
