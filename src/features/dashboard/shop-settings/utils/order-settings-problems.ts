import { paymentName } from '@/lib/shop/order-fields'
import { LIMITS, PATTERNS } from '@/lib/shop/settings'
import type { SettingsDraft } from './settings-draft'

/** The Pedidos por WhatsApp part of the Tienda form: each problem, in Spanish, by field. */
export function orderSettingsProblems(draft: SettingsDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  const nota = draft.domicilioNota.trim()
  if (nota.length > LIMITS.domicilioNota)
    errors.domicilioNota = `Máximo ${String(LIMITS.domicilioNota)} caracteres.`
  if (!PATTERNS.pesos.test(draft.pedidoMinimo.replace(/\D/g, '')))
    errors.pedidoMinimo =
      'Escribe el valor en pesos, solo números (por ejemplo 10000), o déjalo vacío.'
  const pagos = draft.pagos.split(',').filter(Boolean)
  for (const field of ['nequi', 'daviplata'] as const) {
    const digits = draft[field].replace(/\D/g, '')
    if (!PATTERNS.celular.test(digits))
      errors[field] =
        'Escribe el celular de 10 dígitos, solo números (por ejemplo 3001234567), o déjalo vacío.'
    else if (digits === '' && pagos.includes(field))
      errors[field] = `Escribe el número de ${paymentName(field)} o quítalo de los medios de pago.`
  }
  const breb = draft.breb.trim()
  if (!PATTERNS.breb.test(breb) || breb.length > LIMITS.breb)
    errors.breb =
      'Escribe la llave Bre-B: un celular, una cédula, un correo o una llave que empiece por @.'
  else if (breb === '' && pagos.includes('breb'))
    errors.breb = 'Escribe la llave Bre-B o quítala de los medios de pago.'
  if (draft.pedidos === 'si' && pagos.length === 0)
    errors.pagos = 'Elige al menos un medio de pago para los pedidos.'
  if (draft.pedidos === 'si' && draft.whatsapp.replace(/\D/g, '') === '')
    errors.pedidos = 'Los pedidos llegan por WhatsApp: escribe primero el número de WhatsApp.'
  return errors
}
