import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { PAYMENT_METHODS } from '@/lib/shop/order-fields'
import type { PaymentKey } from '@/lib/shop/order-settings'
import { textField, type DraftErrors } from '../utils/settings-form'
import type { SettingsDraft } from '../utils/settings-draft'
import { SettingsSwitch } from './settings-switch'
import { SettingsTextField } from './settings-text-field'

type OrderKey = 'domicilioNota' | 'pedidoMinimo' | 'nequi' | 'daviplata' | 'breb'

/** Pedidos por WhatsApp: on or off, delivery and its note, a minimum, how the shop is paid. */
export function OrderSettingsFields({
  draft,
  errors,
  update,
}: {
  draft: SettingsDraft
  errors: DraftErrors
  update: (changes: Partial<SettingsDraft>) => void
}) {
  const pagos = draft.pagos.split(',').filter(Boolean)
  const togglePago = (key: PaymentKey, on: boolean) =>
    update({
      pagos: PAYMENT_METHODS.map((method) => method.key)
        .filter((method) => (method === key ? on : pagos.includes(method)))
        .join(','),
    })
  const text = (name: OrderKey, hint?: string) => (
    <SettingsTextField name={name} hint={hint} draft={draft} errors={errors} update={update} />
  )
  const toggle = (key: 'pedidos' | 'domicilio') => (
    <SettingsSwitch name={key} draft={draft} update={update} />
  )
  return (
    <>
      <FormControl error={Boolean(errors.pedidos)}>
        {toggle('pedidos')}
        <FormHelperText>
          {errors.pedidos ??
            'Los clientes arman su pedido con la carta de hoy y lo envían a su WhatsApp.'}
        </FormHelperText>
      </FormControl>
      {toggle('domicilio')}
      {draft.domicilio === 'si' &&
        text('domicilioNota', 'Por ejemplo: Domicilio en el casco urbano: $ 2.000')}
      {text('pedidoMinimo', 'Vacío: sin mínimo.')}
      <FormControl error={Boolean(errors.pagos)} component="fieldset">
        <FormLabel component="legend">{textField('pagos').label}</FormLabel>
        <FormGroup row>
          {PAYMENT_METHODS.map(({ key, name }) => (
            <FormControlLabel
              key={key}
              label={name}
              control={
                <Checkbox
                  checked={pagos.includes(key)}
                  onChange={(event) => togglePago(key, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.pagos && <FormHelperText>{errors.pagos}</FormHelperText>}
      </FormControl>
      {text('nequi', 'Celular de 10 dígitos.')}
      {text('daviplata', 'Celular de 10 dígitos.')}
      {text('breb', 'Celular, cédula, correo o llave que empieza por @.')}
    </>
  )
}
