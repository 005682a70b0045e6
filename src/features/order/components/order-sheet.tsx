import CloseIcon from '@mui/icons-material/Close'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { PaymentBlock } from '@/components/shop/payment-block'
import { shop } from '@/config/shop'
import { orderSettingsOf } from '@/lib/shop/order-settings'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { changeItems, currentOrder, forgetChanges } from '../api/order-store'
import { useOrder } from '../hooks/use-order'
import { useOrderCheck } from '../hooks/use-order-check'
import { closedNotice } from '../utils/closed-notice'
import type { OrderChange } from '../utils/order-change'
import { orderTotal, missingForMinimum, type OrderItem } from '../utils/order'
import { orderMessage, whatsappOrderUrl } from '../utils/order-message'
import { orderProblems, refusalText, type DetailField } from '../utils/order-problem'
import { pesos } from '../utils/pesos'
import { OrderChanges } from './order-changes'
import { OrderDetailsForm } from './order-details-form'
import { OrderItems } from './order-items'

/** Opens WhatsApp with the message; where a new tab is refused, the page itself goes there. */
function openWhatsApp(url: string): void {
  const opened = window.open(url, '_blank')
  if (opened) opened.opener = null
  else window.location.assign(url)
}

/** Focuses a field, or the first input of a group of choices (the chosen one, if any). */
function focusField(element: HTMLElement | null | undefined): void {
  if (!element || element instanceof HTMLInputElement) return element?.focus()
  const choice =
    element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector('input')
  choice?.focus()
}

/** The fields that get the focus after a refused send, first missing first. */
const FOCUS_ORDER: readonly DetailField[] = ['direccion', 'referencia', 'pago']

/**
 * The order: its items, how it is picked up or delivered, how it is paid, and 'Enviar pedido por
 * WhatsApp'. At phone size a sheet from the bottom, beside the page on wider screens; its total,
 * what changed and the send button stay at its foot, in reach, while the rest scrolls.
 */
export function OrderSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, details, changes } = useOrder()
  const settings = useShopSettings()
  const order = orderSettingsOf(settings)
  const wide = useMediaQuery('(min-width: 900px)')
  const { checking, check } = useOrderCheck()
  // Shown once a send was tried, and redrawn as the person fixes it.
  const [tried, setTried] = useState(false)
  const problems = tried ? orderProblems(items, details, order) : []
  // What the order told of when it was sent: still said while the sheet shows that order.
  const [sent, setSent] = useState<{ items: OrderItem[]; changes: OrderChange[] } | null>(null)
  const fields = useRef<Partial<Record<DetailField, HTMLElement | null>>>({})
  const place = useCallback(
    (field: DetailField) => (element: HTMLElement | null) => {
      fields.current[field] = element
    },
    [],
  )
  const closed = closedNotice(new Date(), settings, shop.utcOffsetMinutes)
  const missing = missingForMinimum(items, order.pedidoMinimo)
  const told = changes.length > 0 ? changes : sent?.items === items ? sent.changes : []

  // Prices and availability as they are now, each time the sheet opens.
  useEffect(() => {
    if (open) void check()
  }, [open, check])

  const send = async () => {
    setSent(null)
    setTried(true)
    const found = orderProblems(items, details, order)
    if (found.length > 0) {
      const first = FOCUS_ORDER.find((field) => found.some((problem) => problem.field === field))
      focusField(first && fields.current[first])
      return
    }
    // Checked again right before sending: a change is shown, and the next tap sends.
    if (await check()) return
    const now = currentOrder()
    openWhatsApp(
      whatsappOrderUrl(settings.whatsapp, orderMessage(settings.nombre, now.items, now.details)),
    )
    setSent({ items: now.items, changes: now.changes })
    forgetChanges()
  }

  return (
    <Drawer
      anchor={wide ? 'right' : 'bottom'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': 'pedido-titulo',
          sx: {
            display: 'flex',
            flexDirection: 'column',
            ...(wide
              ? { width: 440, maxWidth: '100%' }
              : {
                  // What the phone really shows, its browser's bars apart: the foot stays on it.
                  maxHeight: '92vh',
                  '@supports (height: 1dvh)': { maxHeight: '92dvh' },
                  borderTopLeftRadius: 20,
                  borderTopRightRadius: 20,
                }),
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          pt: { xs: 1.5, sm: 2 },
          pb: 0.5,
        }}
      >
        <Typography id="pedido-titulo" variant="h2" sx={{ fontSize: '1.6rem' }}>
          Tu pedido
        </Typography>
        <IconButton onClick={onClose} aria-label="Cerrar el pedido">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', px: { xs: 2, sm: 3 }, pb: 2 }}>
        <Stack spacing={2}>
          {closed && <Alert severity="info">{closed}</Alert>}
          {items.length === 0 ? (
            <Typography>Tu pedido está vacío: agrega productos desde la carta de hoy.</Typography>
          ) : (
            <OrderItems items={items} />
          )}
          {order.pedidoMinimo > 0 && (
            <Typography variant="body2" color={missing > 0 ? 'error' : 'text.secondary'}>
              Pedido mínimo: {pesos(order.pedidoMinimo)}
              {missing > 0 ? ` (te faltan ${pesos(missing)})` : ''}
            </Typography>
          )}
          <OrderDetailsForm details={details} settings={order} problems={problems} place={place} />
          {order.pagos.length > 0 && (
            <Box component="section" aria-labelledby="pedido-como-pagar">
              <Typography id="pedido-como-pagar" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                Cómo pagar
              </Typography>
              <PaymentBlock settings={settings} />
            </Box>
          )}
        </Stack>
      </Box>
      <Stack
        spacing={1.25}
        data-order-foot
        sx={{
          flex: 'none',
          px: { xs: 2, sm: 3 },
          pt: 1.5,
          pb: 'calc(16px + env(safe-area-inset-bottom))',
          borderTop: '1px solid #F1E3D3',
          boxShadow: '0 -6px 16px rgba(43, 26, 16, 0.08)',
        }}
      >
        <OrderChanges changes={told} />
        <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-order-total>
          Total: {pesos(orderTotal(items))}
        </Typography>
        {problems.length > 0 && (
          <Alert severity="error" role="alert" sx={{ py: 0 }}>
            {refusalText(problems)}
          </Alert>
        )}
        {sent && (
          <Alert
            severity="success"
            sx={{ py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => changeItems(() => [])}>
                Vaciar pedido
              </Button>
            }
          >
            Abrimos WhatsApp con tu pedido: envía el mensaje desde allí.
            {settings.sellos === 'si' && (
              <>
                {' Junta un sello con esta compra: '}
                <Link to="/tarjeta-de-sellos" onClick={onClose}>
                  Tu tarjeta de sellos
                </Link>
              </>
            )}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<WhatsAppIcon />}
          onClick={() => void send()}
          disabled={checking || items.length === 0}
          sx={{ bgcolor: '#0F7B3F', '&:hover': { bgcolor: '#0B6232' }, borderRadius: 999 }}
        >
          Enviar pedido por WhatsApp
        </Button>
      </Stack>
    </Drawer>
  )
}
