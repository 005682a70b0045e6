import type { FieldName } from '@/lib/shop/settings-schema'

// What the Tienda form says of a text field of the schema that fails its pattern or is left
// empty. Beside the form, not in the schema: the public pages load the schema to read the
// settings and need none of these sentences.

/** Sentences keyed by the name of a text field of the schema. */
type ByField = Partial<Record<FieldName<'text'>, string>>

/** What the form says of a link that is not one. */
export const LINK_PROBLEM = 'Pega el enlace completo, que empiece por https://'
const MOBILE_PROBLEM =
  'Escribe el celular de 10 dígitos, solo números (por ejemplo 3001234567), o déjalo vacío.'

/** A value that fails its field's pattern (else 'Revisa este dato.'). */
export const INVALID: Partial<Record<string, string>> = {
  telefono:
    'Escribe solo números y espacios, con + al inicio si quieres (por ejemplo +57 300 123 4567), o déjalo vacío.',
  whatsapp:
    'Escribe el número con el código del país, solo números (por ejemplo 573001234567), o déjalo vacío.',
  email: 'Escribe un correo válido, por ejemplo info@tutienda.com, o déjalo vacío.',
  mapaUrl: LINK_PROBLEM,
  enlacesUrl: LINK_PROBLEM,
  pedidoMinimo: 'Escribe el valor en pesos, solo números (por ejemplo 10000), o déjalo vacío.',
  nequi: MOBILE_PROBLEM,
  daviplata: MOBILE_PROBLEM,
  breb: 'Escribe la llave Bre-B: un celular, una cédula, un correo o una llave que empiece por @.',
  sellosMeta: 'Escribe un número de 5 a 12.',
} satisfies ByField

/** A required value left empty (else 'Escribe: {label}.'). */
export const MISSING: Partial<Record<string, string>> = {
  nombre: 'Escribe el nombre de la tienda.',
  direccion: 'Escribe la dirección.',
  sellosMeta: 'Escribe cuántos sellos llenan la tarjeta, de 5 a 12.',
  sellosPremio: 'Escribe el premio, por ejemplo: un cono sencillo gratis.',
} satisfies ByField
