// The shop's settings (Firestore `ajustes/tienda`), each field named once: its kind, what a
// missing or malformed stored value falls back to, its limits and what the Tienda screen calls
// it. The settings' type, the defensive reading, the form's draft and its conversion, the kept
// draft's check and the field-by-field save are all derived from SETTINGS_FIELDS; the security
// rules' shape is tested against it. Adding a field of an existing kind is one entry here (plus
// its default value, its rule and its place on the form).

/** The week, Monday first, with the keys `horario` uses. */
export const DAYS = [
  { key: 'lu', name: 'Lunes', schema: 'Monday' },
  { key: 'ma', name: 'Martes', schema: 'Tuesday' },
  { key: 'mi', name: 'Miércoles', schema: 'Wednesday' },
  { key: 'ju', name: 'Jueves', schema: 'Thursday' },
  { key: 'vi', name: 'Viernes', schema: 'Friday' },
  { key: 'sa', name: 'Sábado', schema: 'Saturday' },
  { key: 'do', name: 'Domingo', schema: 'Sunday' },
] as const
export type DayKey = (typeof DAYS)[number]['key']

export const SOCIAL_NETWORKS = [
  { key: 'instagram', name: 'Instagram' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'tiktok', name: 'TikTok' },
  { key: 'youtube', name: 'YouTube' },
] as const
export type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key']

/** Limits the form and the rules share. */
export const LIMITS = {
  nombre: 60,
  email: 100,
  direccion: 120,
  url: 300,
  anuncio: 160,
  especiales: 30,
  domicilioNota: 120,
  breb: 100,
  sellosPremio: 60,
} as const

/** The payment methods a shop may accept, in the order the form lists them (names: order-fields). */
export const PAYMENT_KEYS = ['efectivo', 'nequi', 'daviplata', 'breb'] as const
export type PaymentKey = (typeof PAYMENT_KEYS)[number]
const PAYMENT = PAYMENT_KEYS.join('|')

const TIME = '(?:[01][0-9]|2[0-3]):[0-5][0-9]'
const CLOSING = '(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)'
const INTERVAL = `${TIME}-${CLOSING}`
/** '' (closed), one interval or two, comma-separated. */
const INTERVALS = `(?:${INTERVAL}(?:,${INTERVAL})?)?`
const DATE = '20[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])'
export const PATTERNS = {
  /** An opening time 'HH:MM'. */
  opens: new RegExp(`^${TIME}$`),
  /** A closing time 'HH:MM', or '24:00' (midnight). */
  closes: new RegExp(`^${CLOSING}$`),
  telefono: /^(?:\+?[0-9][0-9 ]{6,18}[0-9])?$/,
  whatsapp: /^(?:[0-9]{10,15})?$/,
  email: /^(?:[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,})?$/,
  url: /^(?:https:\/\/[^\s]+)?$/,
  intervals: new RegExp(`^${INTERVALS}$`),
  especial: new RegExp(`^${DATE}=${INTERVALS}$`),
  date: new RegExp(`^(?:${DATE})?$`),
  /** A switch: 'si' (on) or '' (off). */
  si: /^(?:si)?$/,
  /** Whole pesos, no leading zero, under ten million ('' = none). */
  pesos: /^(?:[1-9][0-9]{0,6})?$/,
  /** The payment methods accepted, comma-separated ('efectivo,nequi'; '' = none). */
  pagos: new RegExp(`^(?:(?:${PAYMENT})(?:,(?:${PAYMENT}))*)?$`),
  /** A Colombian mobile number: 10 digits starting with 3 ('' = none). */
  celular: /^(?:3[0-9]{9})?$/,
  /**
   * A Bre-B key ('' = none): a mobile or ID number (5 to 10 digits), an email, or an '@' alias
   * of 3 to 20 letters, digits, '.', '_' or '-'.
   */
  breb: /^(?:[0-9]{5,10}|[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}|@[A-Za-z0-9._-]{3,20})?$/,
  /** The stamps a stamp card takes for its reward: 5 to 12. */
  sellosMeta: /^(?:[5-9]|1[0-2])$/,
} as const

/**
 * How the form tidies a typed text before it is stored: trimmed, reduced to its digits, or kept
 * as it is (a value the form sets itself).
 */
export type TextCleaning = 'trim' | 'digits' | 'none'

/** The kind of input a text field is typed in (the phone's keyboard follows it). */
export type InputKind = 'text' | 'tel' | 'email' | 'url' | 'numeric'

/**
 * The kinds of field, by stored value:
 * - `text`: a string; a stored value that is not one, or fails `pattern`, or is empty when
 *   `required`, reads as the default's;
 * - `links`: one https: address or '' per social network (a malformed one reads as '');
 * - `week`: each day's opening intervals (a malformed day reads as the default's);
 * - `dates`: closures and special hours, 'YYYY-MM-DD=' or 'YYYY-MM-DD=15:00-19:00' (malformed
 *   entries are dropped);
 * - `notice`: a text shown until a date, `{ texto, hasta }` (malformed reads as none).
 */
interface TextField {
  kind: 'text'
  name: string
  label: string
  clean: TextCleaning
  pattern?: RegExp
  required?: boolean
  max?: number
  /** How it is typed: 'text' unless said. */
  input?: InputKind
}
interface LinksField {
  kind: 'links'
  name: string
}
interface WeekField {
  kind: 'week'
  name: string
}
interface DatesField {
  kind: 'dates'
  name: string
  label: string
  max: number
}
interface NoticeField {
  kind: 'notice'
  name: string
  label: string
  max: number
}
export type SettingsField = TextField | LinksField | WeekField | DatesField | NoticeField
export type FieldKind = SettingsField['kind']

/** Every field of the settings document, in the order the Tienda screen shows them. */
export const SETTINGS_FIELDS = [
  {
    name: 'nombre',
    kind: 'text',
    label: 'Nombre de la tienda',
    clean: 'trim',
    required: true,
    max: LIMITS.nombre,
  },
  // As shown and dialled: '+57 300 000 0000'; '' = none yet (the line is left out).
  {
    name: 'telefono',
    kind: 'text',
    label: 'Teléfono',
    clean: 'trim',
    pattern: PATTERNS.telefono,
    input: 'tel',
  },
  // Digits only, with the country code ('573001234567'); '' = no WhatsApp link.
  {
    name: 'whatsapp',
    kind: 'text',
    label: 'WhatsApp',
    clean: 'digits',
    pattern: PATTERNS.whatsapp,
    input: 'tel',
  },
  {
    name: 'email',
    kind: 'text',
    label: 'Correo de contacto',
    clean: 'trim',
    pattern: PATTERNS.email,
    max: LIMITS.email,
    input: 'email',
  },
  // Street line; the town and region are fixed (SHOP_TOWN).
  {
    name: 'direccion',
    kind: 'text',
    label: 'Dirección',
    clean: 'trim',
    required: true,
    max: LIMITS.direccion,
  },
  // '' = a maps search of the address.
  {
    name: 'mapaUrl',
    kind: 'text',
    label: 'Enlace del mapa (Cómo llegar)',
    clean: 'trim',
    pattern: PATTERNS.url,
    max: LIMITS.url,
    input: 'url',
  },
  // The link page the header's logo opens; '' = the logo opens the home page.
  {
    name: 'enlacesUrl',
    kind: 'text',
    label: 'Página de enlaces (abre el logo)',
    clean: 'trim',
    pattern: PATTERNS.url,
    max: LIMITS.url,
    input: 'url',
  },
  { name: 'redes', kind: 'links' },
  { name: 'horario', kind: 'week' },
  {
    name: 'especiales',
    kind: 'dates',
    label: 'Cierres y horarios especiales',
    max: LIMITS.especiales,
  },
  // 'YYYY-MM-DD': 'Cerrado hoy' was switched on for that day only ('' = off).
  { name: 'cerradoHoy', kind: 'text', label: 'Cerrado hoy', clean: 'none', pattern: PATTERNS.date },
  // A short notice at the top of public pages until `hasta` (inclusive); '' = none.
  { name: 'anuncio', kind: 'notice', label: 'Aviso', max: LIMITS.anuncio },
  // Orders by WhatsApp (src/lib/shop/order-settings.ts reads them for the order).
  {
    name: 'pedidos',
    kind: 'text',
    label: 'Pedidos por WhatsApp',
    clean: 'none',
    pattern: PATTERNS.si,
  },
  { name: 'domicilio', kind: 'text', label: 'Domicilio', clean: 'none', pattern: PATTERNS.si },
  // Shown to the visitor who picks Domicilio, e.g. 'Domicilio en el casco urbano: $ 2.000'.
  {
    name: 'domicilioNota',
    kind: 'text',
    label: 'Nota del domicilio',
    clean: 'trim',
    max: LIMITS.domicilioNota,
  },
  // '' = no minimum.
  {
    name: 'pedidoMinimo',
    kind: 'text',
    label: 'Pedido mínimo (pesos)',
    clean: 'digits',
    pattern: PATTERNS.pesos,
    input: 'numeric',
  },
  { name: 'pagos', kind: 'text', label: 'Medios de pago', clean: 'none', pattern: PATTERNS.pagos },
  {
    name: 'nequi',
    kind: 'text',
    label: 'Número de Nequi',
    clean: 'digits',
    pattern: PATTERNS.celular,
    input: 'tel',
  },
  {
    name: 'daviplata',
    kind: 'text',
    label: 'Número de Daviplata',
    clean: 'digits',
    pattern: PATTERNS.celular,
    input: 'tel',
  },
  {
    name: 'breb',
    kind: 'text',
    label: 'Llave Bre-B',
    clean: 'trim',
    pattern: PATTERNS.breb,
    max: LIMITS.breb,
  },
  // The stamp card (/tarjeta-de-sellos): on or off, the stamps for a reward, the reward.
  { name: 'sellos', kind: 'text', label: 'Tarjeta de sellos', clean: 'none', pattern: PATTERNS.si },
  {
    name: 'sellosMeta',
    kind: 'text',
    label: 'Sellos para el premio',
    clean: 'digits',
    pattern: PATTERNS.sellosMeta,
    required: true,
    input: 'numeric',
  },
  {
    name: 'sellosPremio',
    kind: 'text',
    label: 'Premio de la tarjeta',
    clean: 'trim',
    required: true,
    max: LIMITS.sellosPremio,
  },
] as const satisfies readonly SettingsField[]

/** One entry of SETTINGS_FIELDS, typed by its name and kind. */
export type SchemaField = (typeof SETTINGS_FIELDS)[number]
type Fields = SchemaField
type FieldOf<K extends FieldKind> = Extract<Fields, { kind: K }>
/** The names of the fields of one kind. */
export type FieldName<K extends FieldKind = FieldKind> = FieldOf<K>['name']

/** The stored value of each kind. */
export interface KindValues {
  text: string
  links: Record<SocialKey, string>
  week: Record<DayKey, string>
  dates: string[]
  notice: { texto: string; hasta: string }
}

/** The settings as stored and as the site reads them: every value a plain string or made of them. */
export type ShopSettings = { [F in Fields as F['name']]: KindValues[F['kind']] }

/** Every field, as its shape (for code that treats each kind alike). */
export const ALL_FIELDS: readonly SettingsField[] = [...SETTINGS_FIELDS]

/** A field stored as one string. */
export type TextSettingsField = Extract<SettingsField, { kind: 'text' }>

/** The text fields, as their shape. */
export const TEXT_FIELDS = ALL_FIELDS.filter(
  (field): field is TextSettingsField => field.kind === 'text',
)

/** The keys of a field that is saved and compared key by key (a network, a day), if it is. */
export function subKeys(field: SettingsField): readonly string[] | null {
  if (field.kind === 'links') return SOCIAL_NETWORKS.map(({ key }) => key)
  if (field.kind === 'week') return DAYS.map(({ key }) => key)
  return null
}
