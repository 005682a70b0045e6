import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { changeItems } from '../api/order-store'
import { subtotal, withQuantity, type OrderItem } from '../utils/order'
import { pesos } from '../utils/pesos'
import { Stepper } from './quantity-control'

/** The order's items on its sheet: each with minus / plus / remove and its subtotal. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const set = (item: OrderItem, quantity: number) =>
    changeItems((current) => withQuantity(current, item, quantity))
  return (
    <Box component="ul" aria-label="Productos del pedido" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={`${item.menu}/${item.id}`}
          data-order-item={item.nombre}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            alignItems: 'center',
            gap: 1,
            py: 1,
            borderBottom: '1px solid #F1E3D3',
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.nombre}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {pesos(item.precio)} c/u · Subtotal {pesos(subtotal(item))}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Stepper
              nombre={item.nombre}
              quantity={item.cantidad}
              onChange={(quantity) => set(item, quantity)}
            />
            <IconButton onClick={() => set(item, 0)} aria-label={`Quitar ${item.nombre}`}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
