import { paymentName } from '@/lib/shop/order-fields'
import type { SettingsDraft } from './settings-draft'

/**
 * The Pedidos por WhatsApp part of the Tienda form: the problems that join two fields (each
 * field's own value is checked as the schema says, in settings-form), in Spanish, by field.
 */
export function orderSettingsProblems(draft: SettingsDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  const pagos = draft.pagos.split(',').filter(Boolean)
  for (const field of ['nequi', 'daviplata'] as const) {
    if (draft[field].replace(/\D/g, '') === '' && pagos.includes(field))
      errors[field] = `Escribe el número de ${paymentName(field)} o quítalo de los medios de pago.`
  }
  if (draft.breb.trim() === '' && pagos.includes('breb'))
    errors.breb = 'Escribe la llave Bre-B o quítala de los medios de pago.'
  if (draft.pedidos === 'si' && pagos.length === 0)
    errors.pagos = 'Elige al menos un medio de pago para los pedidos.'
  if (draft.pedidos === 'si' && draft.whatsapp.replace(/\D/g, '') === '')
    errors.pedidos = 'Los pedidos llegan por WhatsApp: escribe primero el número de WhatsApp.'
  return errors
}
