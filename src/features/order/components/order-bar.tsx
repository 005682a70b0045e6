import ShoppingBagIcon from '@mui/icons-material/ShoppingBag'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useOrder } from '../hooks/use-order'
import { itemCount, orderTotal, productsText } from '../utils/order'
import { pesos } from '../utils/pesos'

const OrderSheet = lazy(() =>
  import('./order-sheet').then((module) => ({ default: module.OrderSheet })),
)

/**
 * 'N productos · $ total · Ver pedido' at the bottom of the page while the order is not empty (in
 * place of the floating 'Pedir por WhatsApp'), above it 'Tu pedido cambió' while the order tells
 * of a change of today's lists; it opens the order's sheet.
 */
export function OrderBar() {
  const { items, changes } = useOrder()
  const [open, setOpen] = useState(false)
  const count = itemCount(items)
  const shown = count > 0
  const summary = `${productsText(count)} · ${pesos(orderTotal(items))} · Ver pedido`
  // Its code starts coming with the bar: the tap on it opens the sheet without a wait.
  useEffect(() => {
    if (shown) void import('./order-sheet')
  }, [shown])
  return (
    <>
      {shown && (
        <Box
          sx={{
            position: 'fixed',
            zIndex: 'speedDial',
            left: { xs: 12, md: 'auto' },
            right: { xs: 12, md: 24 },
            bottom: { xs: 'calc(12px + env(safe-area-inset-bottom))', md: 24 },
            display: 'flex',
            justifyContent: 'center',
            'body:has(&) footer': { pb: 'calc(96px + env(safe-area-inset-bottom))' },
            // In place of the floating 'Pedir por WhatsApp'; 'Compartir' goes above the bar.
            'body:has(&) [data-pedir-whatsapp]': { display: 'none' },
            'body:has(&) [data-page-actions]': {
              bottom: 'calc(76px + env(safe-area-inset-bottom))',
            },
          }}
        >
          <Button
            variant="contained"
            onClick={() => setOpen(true)}
            aria-label={changes.length > 0 ? `Tu pedido cambió. ${summary}` : summary}
            startIcon={<ShoppingBagIcon />}
            data-order-bar
            sx={{
              width: { xs: '100%', md: 'auto' },
              minHeight: 52,
              px: 3,
              borderRadius: 999,
              boxShadow: '0 6px 18px rgba(43, 26, 16, 0.28)',
              fontSize: '1rem',
              lineHeight: 1.3,
            }}
          >
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
              {changes.length > 0 && (
                <Box component="span" data-order-changed sx={{ fontSize: '0.8rem', opacity: 0.92 }}>
                  Tu pedido cambió
                </Box>
              )}
              <span>{summary}</span>
            </Box>
          </Button>
        </Box>
      )}
      {open && (
        <Suspense fallback={null}>
          <OrderSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
