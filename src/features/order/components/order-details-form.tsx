import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { paymentName } from '@/lib/shop/order-fields'
import { isPaymentKey, type OrderSettings } from '@/lib/shop/order-settings'
import { changeDetails } from '../api/order-store'
import { DETAIL_LIMITS, type OrderDetails } from '../utils/kept-order'
import type { DetailField, OrderProblem } from '../utils/order-problem'

/**
 * Tells the sheet where each field is (a text's input, the choices' group), for the focus after a
 * refused send.
 */
export type FieldPlace = (field: DetailField) => (element: HTMLElement | null) => void

/** How the order is picked up or delivered, who orders, how they pay, and a note. */
export function OrderDetailsForm({
  details,
  settings,
  problems,
  place,
}: {
  details: OrderDetails
  settings: OrderSettings
  /** Each shown under its field (only once a send was tried). */
  problems: readonly OrderProblem[]
  place: FieldPlace
}) {
  const delivery = settings.domicilio && details.entrega === 'domicilio'
  const paying = settings.pagos.length > 0
  const errorOf = (field: OrderProblem['field']) =>
    problems.find((problem) => problem.field === field)?.message
  const text = (field: keyof typeof DETAIL_LIMITS) => ({
    value: details[field],
    onChange: (event: { target: { value: string } }) =>
      changeDetails({ [field]: event.target.value.slice(0, DETAIL_LIMITS[field]) }),
    slotProps: { htmlInput: { maxLength: DETAIL_LIMITS[field] } },
  })
  /** A text the delivery needs: its problem, once a send was tried, shows under it. */
  const needed = (field: 'direccion' | 'referencia') => ({
    required: true,
    error: errorOf(field) !== undefined,
    helperText: errorOf(field),
    inputRef: place(field),
    ...text(field),
  })
  const payError = errorOf('pago')
  return (
    <Stack spacing={2}>
      {(delivery || paying) && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Lo marcado con * es obligatorio.
        </Typography>
      )}
      {settings.domicilio && (
        <FormControl>
          <FormLabel id="pedido-entrega">Entrega</FormLabel>
          <RadioGroup
            aria-labelledby="pedido-entrega"
            value={details.entrega}
            onChange={(event) =>
              changeDetails({
                entrega: event.target.value === 'domicilio' ? 'domicilio' : 'recoger',
              })
            }
          >
            <FormControlLabel value="recoger" control={<Radio />} label="Recoger en la tienda" />
            <FormControlLabel value="domicilio" control={<Radio />} label="Domicilio" />
          </RadioGroup>
        </FormControl>
      )}
      {delivery && settings.domicilioNota !== '' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {settings.domicilioNota}
        </Typography>
      )}
      {delivery && (
        <>
          <TextField label="Dirección" autoComplete="street-address" {...needed('direccion')} />
          <TextField
            label="Referencia"
            placeholder="Por ejemplo: casa azul, frente al parque"
            {...needed('referencia')}
          />
        </>
      )}
      <TextField label="Nombre (opcional)" autoComplete="given-name" {...text('nombre')} />
      {paying && (
        <FormControl required error={payError !== undefined}>
          <FormLabel id="pedido-pago">Cómo vas a pagar</FormLabel>
          <RadioGroup
            ref={place('pago')}
            aria-labelledby="pedido-pago"
            aria-required
            aria-invalid={payError !== undefined}
            aria-describedby={payError ? 'pedido-pago-problema' : undefined}
            value={details.pago}
            onChange={(event) => {
              const pago = event.target.value
              if (isPaymentKey(pago)) changeDetails({ pago })
            }}
          >
            {settings.pagos.map((key) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio />}
                label={paymentName(key)}
              />
            ))}
          </RadioGroup>
          {payError && <FormHelperText id="pedido-pago-problema">{payError}</FormHelperText>}
        </FormControl>
      )}
      <TextField label="Nota (opcional)" multiline minRows={2} {...text('nota')} />
    </Stack>
  )
}
