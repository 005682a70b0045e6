import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import type { TodayItem } from '@/lib/data/today-list'
import { formatPrice } from '@/lib/shop/today-texts'

interface TodayItemRowProps {
  item: TodayItem
  first: boolean
  last: boolean
  onSoldOut: (agotado: boolean) => void
  onMove: (step: -1 | 1) => void
  onEdit: () => void
}

/** One item: one tap for Disponible / Agotado, its details, and moving and editing it. */
export function TodayItemRow({ item, first, last, onSoldOut, onMove, onEdit }: TodayItemRowProps) {
  const details = [item.precio === null ? '' : formatPrice(item.precio), item.nota]
    .filter((text) => text !== '')
    .join(' · ')
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: item.agotado ? '#FFF4F2' : 'background.paper',
      }}
    >
      <FormControlLabel
        sx={{ m: 0, flexDirection: 'column', width: 84, flexShrink: 0 }}
        label={
          <Typography
            variant="caption"
            sx={{ fontWeight: 600, color: item.agotado ? '#8A1C1C' : 'success.dark' }}
          >
            {item.agotado ? 'Agotado' : 'Disponible'}
          </Typography>
        }
        control={
          <Switch
            checked={!item.agotado}
            onChange={(event) => onSoldOut(!event.target.checked)}
            color="success"
            slotProps={{ input: { 'aria-label': `Disponible: ${item.nombre}` } }}
          />
        }
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.nombre}</Typography>
        {details !== '' && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton aria-label={`Subir ${item.nombre}`} disabled={first} onClick={() => onMove(-1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={`Bajar ${item.nombre}`} disabled={last} onClick={() => onMove(1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Editar ${item.nombre}`} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      </Box>
    </Paper>
  )
}
