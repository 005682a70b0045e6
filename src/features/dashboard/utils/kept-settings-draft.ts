import { DEFAULT_SETTINGS } from '@/config/shop'
import { isPaymentKey } from '@/lib/shop/order-settings'
import { DAYS, SOCIAL_NETWORKS, toShopSettings } from '@/lib/shop/settings'
import type { DraftOnBase, SettingsDraft } from './settings-form'

// The Tienda form's unsaved edits, kept outside the screen: another section of the panel can be
// opened and the typed text is still there on coming back; in this tab's session storage too, so
// that a phone that drops the tab from memory, or a reload, keeps it as well. Cleared once saved.

const KEY = 'heladeria-colon:tienda-sin-guardar'

let kept: DraftOnBase | null = null

const session = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string')

const isInterval = (value: unknown) => strings(value, ['abre', 'cierra'])

/** A draft as this form writes it: anything else (an older shape, a damaged copy) is dropped. */
function isSettingsDraft(value: unknown): value is SettingsDraft {
  if (!isRecord(value)) return false
  const texts = [
    'nombre',
    'telefono',
    'whatsapp',
    'email',
    'direccion',
    'mapaUrl',
    'enlacesUrl',
    'cerradoHoy',
    'anuncioTexto',
    'anuncioHasta',
    'domicilioNota',
    'pedidoMinimo',
    'nequi',
    'daviplata',
    'breb',
  ]
  const horario = value.horario
  return (
    strings(value, texts) &&
    typeof value.pedidos === 'boolean' &&
    typeof value.domicilio === 'boolean' &&
    Array.isArray(value.pagos) &&
    value.pagos.every(isPaymentKey) &&
    strings(
      value.redes,
      SOCIAL_NETWORKS.map(({ key }) => key),
    ) &&
    isRecord(horario) &&
    DAYS.every(({ key }) => {
      const day = horario[key]
      return (
        isRecord(day) &&
        typeof day.abierto === 'boolean' &&
        Array.isArray(day.intervalos) &&
        day.intervalos.length > 0 &&
        day.intervalos.every(isInterval)
      )
    }) &&
    Array.isArray(value.especiales) &&
    value.especiales.every(
      (day) => strings(day, ['fecha', 'abre', 'cierra']) && typeof day.cerrado === 'boolean',
    )
  )
}

function readSession(): DraftOnBase | null {
  try {
    const raw = session()?.getItem(KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (!isRecord(parsed) || !isRecord(parsed.loaded) || !isSettingsDraft(parsed.draft)) return null
    return { loaded: toShopSettings(parsed.loaded, DEFAULT_SETTINGS), draft: parsed.draft }
  } catch {
    return null
  }
}

/** The unsaved edits last kept in this tab, if any. */
export function keptSettingsDraft(): DraftOnBase | null {
  kept ??= readSession()
  return kept
}

/** Keeps unsaved edits (and what they were edited from) until saved or given up. */
export function keepSettingsDraft(edits: DraftOnBase): void {
  kept = edits
  try {
    session()?.setItem(KEY, JSON.stringify(edits))
  } catch {
    // Full or refused storage: the copy in memory still outlives the screen.
  }
}

/** Nothing is left unsaved. */
export function forgetSettingsDraft(): void {
  kept = null
  try {
    session()?.removeItem(KEY)
  } catch {
    // Nothing to do: the copy in memory is gone.
  }
}
