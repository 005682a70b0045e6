import type { ShopSettings } from '../shop/settings-schema'

// The stamp card: one per visitor's account, `sellos/{uid}`, found at the counter by its code
// `sellos-codigos/{codigo}`. Shared by the visitor's page and the staff's Sellos screen; the
// security rules hold every change to what this describes (docs/data-model.md).

export const STAMP_CARDS_COLLECTION = 'sellos'
export const CARD_CODES_COLLECTION = 'sellos-codigos'

/** At most one stamp a card in this long (the rules count it by the server's clock). */
export const STAMP_GAP_MINUTES = 10
export const STAMP_GAP_MS = STAMP_GAP_MINUTES * 60_000

/** What happened to a card: a stamp, a reward given, or the stamps of an old card received. */
export type CardEventKind = 'sello' | 'premio' | 'traslado'

export interface CardEvent {
  tipo: CardEventKind
  /** When, in ms since 1970. */
  fecha: number
  /** A move: the old card's code and how many stamps it brought. */
  de?: string
  sellos?: number
}

export interface StampCard {
  /** The owner's uid: one card an account. */
  id: string
  codigo: string
  /** Stamps in this round. */
  sellos: number
  /** The round: 1 at first, one more with each reward given. */
  ronda: number
  /** The last stamp, in ms (null: none yet). */
  ultimoSello: number | null
  /** When the card stopped working, its stamps moved to the card `movidaA` (null: working). */
  retirada: number | null
  movidaA: string | null
  /** Oldest first. */
  historial: CardEvent[]
  /** How many entries the stored history holds (the next one's key). */
  historialSize: number
}

/** The shop's choices for its card (Tienda). */
export interface StampCardSettings {
  on: boolean
  /** The stamps a full card holds: 5 to 12. */
  meta: number
  /** The reward, in the shop's words: 'un cono sencillo gratis'. */
  premio: string
}

export const stampCardSettingsOf = (settings: ShopSettings): StampCardSettings => ({
  on: settings.sellos === 'si',
  meta: Number(settings.sellosMeta),
  premio: settings.sellosPremio,
})

interface TimestampLike {
  toMillis(): number
}

const millisOf = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && 'toMillis' in value
    ? (value as TimestampLike).toMillis()
    : null

const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback

const KINDS: readonly string[] = ['sello', 'premio', 'traslado'] satisfies CardEventKind[]

function eventOf(value: unknown): CardEvent | null {
  if (typeof value !== 'object' || value === null) return null
  const { tipo, fecha, de, sellos } = value as Record<string, unknown>
  const when = millisOf(fecha)
  if (typeof tipo !== 'string' || !KINDS.includes(tipo) || when === null) return null
  return {
    tipo: tipo as CardEventKind,
    fecha: when,
    ...(typeof de === 'string' && { de }),
    ...(typeof sellos === 'number' && { sellos }),
  }
}

/** The history's entries ('0', '1', …) in their order. */
function historyOf(value: unknown): CardEvent[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, entry]) => eventOf(entry) ?? [])
}

/** A stored card, read defensively. */
export function readStampCard(id: string, data: Record<string, unknown>): StampCard {
  return {
    id,
    codigo: typeof data.codigo === 'string' ? data.codigo : '',
    sellos: wholeOr(data.sellos, 0),
    ronda: Math.max(1, wholeOr(data.ronda, 1)),
    ultimoSello: millisOf(data.ultimoSello),
    retirada: millisOf(data.retirada),
    movidaA: typeof data.movidaA === 'string' ? data.movidaA : null,
    historial: historyOf(data.historial),
    historialSize:
      typeof data.historial === 'object' && data.historial !== null
        ? Object.keys(data.historial).length
        : 0,
  }
}

/** A card's code as typed or scanned: spaces and dashes dropped, in capitals. */
export const normalizeCardCode = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase()

/** Four characters of the claim codes' alphabet (no I, O, 0 or 1). */
export const isCardCode = (code: string) => /^[A-HJ-NP-Z2-9]{4}$/.test(code)
