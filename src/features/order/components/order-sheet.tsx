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
import { useEffect, useState } from 'react'
import { PaymentBlock } from '@/components/shop/payment-block'
import { shop } from '@/config/shop'
import { orderSettingsOf } from '@/lib/shop/order-settings'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { changeItems } from '../api/order-store'
import { useOrder } from '../hooks/use-order'
import { useOrderCheck } from '../hooks/use-order-check'
import { closedNotice } from '../utils/closed-notice'
import { orderTotal, missingForMinimum } from '../utils/order'
import { orderMessage, whatsappOrderUrl } from '../utils/order-message'
import { orderProblem } from '../utils/order-problem'
import { pesos } from '../utils/pesos'
import { OrderDetailsForm } from './order-details-form'
import { OrderItems } from './order-items'

/** Opens WhatsApp with the message; where a new tab is refused, the page itself goes there. */
function openWhatsApp(url: string): void {
  const opened = window.open(url, '_blank')
  if (opened) opened.opener = null
  else window.location.assign(url)
}

/**
 * The order: its items, how it is picked up or delivered, how it is paid, and 'Enviar pedido por
 * WhatsApp'. At phone size a sheet from the bottom, beside the page on wider screens.
 */
export function OrderSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, details } = useOrder()
  const settings = useShopSettings()
  const order = orderSettingsOf(settings)
  const wide = useMediaQuery('(min-width: 900px)')
  const { changes, checking, check } = useOrderCheck()
  // Shown once a send was tried, and redrawn as the person fixes it.
  const [tried, setTried] = useState(false)
  const problem = tried ? orderProblem(items, details, order) : null
  const [sent, setSent] = useState(false)
  const closed = closedNotice(new Date(), settings, shop.utcOffsetMinutes)
  const missing = missingForMinimum(items, order.pedidoMinimo)

  // Prices and availability as they are now, each time the sheet opens.
  useEffect(() => {
    if (open) void check()
  }, [open, check])

  const send = async () => {
    setSent(false)
    setTried(true)
    if (orderProblem(items, details, order)) return
    // Checked again right before sending: a change is shown, and the next tap sends.
    if (await check()) return
    const message = orderMessage(settings.nombre, items, details)
    openWhatsApp(whatsappOrderUrl(settings.whatsapp, message))
    setSent(true)
  }

  return (
    <Drawer
      anchor={wide ? 'right' : 'bottom'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': 'pedido-titulo',
          sx: wide
            ? { width: 440, maxWidth: '100%' }
            : { maxHeight: '92vh', borderTopLeftRadius: 20, borderTopRightRadius: 20 },
        },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="pedido-titulo" variant="h2" sx={{ fontSize: '1.6rem' }}>
            Tu pedido
          </Typography>
          <IconButton onClick={onClose} aria-label="Cerrar el pedido">
            <CloseIcon />
          </IconButton>
        </Box>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {changes.map((change) => (
            <Alert key={change} severity="warning">
              {change}
            </Alert>
          ))}
          {closed && <Alert severity="info">{closed}</Alert>}
          {items.length === 0 ? (
            <Typography>Tu pedido está vacío: agrega productos desde la carta de hoy.</Typography>
          ) : (
            <OrderItems items={items} />
          )}
          <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-order-total>
            Total: {pesos(orderTotal(items))}
          </Typography>
          {order.pedidoMinimo > 0 && (
            <Typography variant="body2" color={missing > 0 ? 'error' : 'text.secondary'}>
              Pedido mínimo: {pesos(order.pedidoMinimo)}
              {missing > 0 ? ` (te faltan ${pesos(missing)})` : ''}
            </Typography>
          )}
          <OrderDetailsForm details={details} settings={order} problem={problem} />
          {order.pagos.length > 0 && (
            <Box component="section" aria-labelledby="pedido-como-pagar">
              <Typography id="pedido-como-pagar" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                Cómo pagar
              </Typography>
              <PaymentBlock settings={settings} />
            </Box>
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem.message}
            </Alert>
          )}
          {sent && (
            <Alert
              severity="success"
              action={
                <Button color="inherit" size="small" onClick={() => changeItems(() => [])}>
                  Vaciar pedido
                </Button>
              }
            >
              Abrimos WhatsApp con tu pedido: envía el mensaje desde allí.
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
      </Box>
    </Drawer>
  )
}
