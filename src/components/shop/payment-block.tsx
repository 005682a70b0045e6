import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { paymentName } from '@/lib/shop/order-fields'
import { orderSettingsOf, type OrderSettings, type PaymentKey } from '@/lib/shop/order-settings'
import type { ShopSettings } from '@/lib/shop/settings'

/** '3001234567' as it is read aloud: '300 123 4567'. */
const phoneText = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits

/** What each method shows and what 'Copiar' copies (null: nothing to copy). */
function detailOf(settings: OrderSettings, key: PaymentKey): { text: string; copy: string | null } {
  if (key === 'efectivo') return { text: 'Paga al recibir', copy: null }
  if (key === 'breb') return { text: settings.breb, copy: settings.breb || null }
  const digits = settings[key]
  return { text: phoneText(digits), copy: digits || null }
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle')
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState('done'),
      () => setState('failed'),
    )
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={copy}
        aria-label={`Copiar ${label}`}
      >
        {state === 'done' ? 'Copiado' : 'Copiar'}
      </Button>
      {state === 'failed' && (
        <Typography role="alert" sx={{ width: '100%', fontSize: '0.85rem' }}>
          No se pudo copiar: mantén presionado el texto para copiarlo.
        </Typography>
      )}
    </>
  )
}

/**
 * How to pay the shop: its Nequi and Daviplata numbers and its Bre-B key, each with 'Copiar',
 * and 'Paga al recibir' for cash. Nothing when the shop takes no orders.
 */
export function PaymentBlock({ settings }: { settings: ShopSettings }) {
  const order = orderSettingsOf(settings)
  const methods = order.pagos.filter((key) => detailOf(order, key).text !== '')
  if (!order.pedidos || methods.length === 0) return null
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {methods.map((key) => {
        const { text, copy } = detailOf(order, key)
        const label = key === 'breb' ? 'la llave Bre-B' : `el número de ${paymentName(key)}`
        return (
          <Box
            component="li"
            key={key}
            data-pago={key}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {key === 'breb' ? 'Llave Bre-B' : paymentName(key)}:
            </Box>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {text}
            </Box>
            {copy && <CopyButton value={copy} label={label} />}
          </Box>
        )
      })}
    </Box>
  )
}
