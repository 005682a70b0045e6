import type { MenuName } from '@/config/pages'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import type { TodayItem } from '@/lib/data/today-list'
import { addOne, changeItems } from '../api/order-store'
import { useOrder } from '../hooks/use-order'
import { MAX_QUANTITY, quantityOf, withQuantity } from '../utils/order'

/** minus / quantity / plus for an item (a menu's row or the sheet). */
export function Stepper({
  nombre,
  quantity,
  onChange,
}: {
  nombre: string
  quantity: number
  onChange: (quantity: number) => void
}) {
  return (
    <Box
      role="group"
      aria-label={`Cantidad de ${nombre}`}
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0, my: '-6px' }}
    >
      <IconButton
        size="small"
        onClick={() => onChange(quantity - 1)}
        aria-label={`Uno menos de ${nombre}`}
        sx={{ border: '1px solid', borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="span"
        aria-live="polite"
        data-cantidad
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
      >
        {quantity}
      </Box>
      <IconButton
        size="small"
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= MAX_QUANTITY}
        aria-label={`Uno más de ${nombre}`}
        sx={{ border: '1px solid', borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}

/** A row's 'Agregar', then its minus / quantity / plus once the item is in the order. */
export function QuantityControl({ item, menu }: { item: TodayItem; menu: MenuName }) {
  const { items } = useOrder()
  const quantity = quantityOf(items, { menu, id: item.id })
  if (quantity === 0 || item.precio === null)
    return (
      <Button
        size="small"
        variant="contained"
        onClick={() => addOne(item, menu)}
        aria-label={`Agregar ${item.nombre}`}
        sx={{ flexShrink: 0, my: '-6px', minWidth: 88, borderRadius: 999 }}
      >
        Agregar
      </Button>
    )
  const { precio } = item
  return (
    <Stepper
      nombre={item.nombre}
      quantity={quantity}
      onChange={(next) =>
        changeItems((current) =>
          withQuantity(current, { menu, id: item.id, nombre: item.nombre, precio }, next),
        )
      }
    />
  )
}
