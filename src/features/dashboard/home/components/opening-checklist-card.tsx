import AddAPhotoIcon from '@mui/icons-material/AddAPhoto'
import ChecklistIcon from '@mui/icons-material/Checklist'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import PaymentsIcon from '@mui/icons-material/Payments'
import PhoneIcon from '@mui/icons-material/Phone'
import PlaceIcon from '@mui/icons-material/Place'
import ScheduleIcon from '@mui/icons-material/Schedule'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import CardActionArea from '@mui/material/CardActionArea'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId, type ReactElement } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ChecklistKey, ChecklistLine } from '../utils/opening-checklist'

const ICONS: Record<ChecklistKey, ReactElement> = {
  whatsapp: <WhatsAppIcon />,
  telefono: <PhoneIcon />,
  direccion: <PlaceIcon />,
  horario: <ScheduleIcon />,
  efectivo: <PaymentsIcon />,
  nequi: <PaymentsIcon />,
  daviplata: <PaymentsIcon />,
  breb: <PaymentsIcon />,
  comidas: <AddAPhotoIcon />,
  helados: <AddAPhotoIcon />,
  bebidas: <AddAPhotoIcon />,
}

/**
 * 'Lista para abrir': what the shop still needs before it opens, each line a tap away from where
 * it is fixed (the Tienda field, the menu's upload). Shown only while something is missing.
 */
export function OpeningChecklistCard({ lines }: { lines: readonly ChecklistLine[] }) {
  const headingId = useId()
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, borderWidth: 2, borderColor: 'primary.main', bgcolor: '#FFF1E3' }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <ChecklistIcon />
          <Typography
            component="h2"
            id={headingId}
            sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'text.primary' }}
          >
            Lista para abrir
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Falta esto antes de abrir. Toca una línea para completarla.
        </Typography>
      </Box>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
        {lines.map((line) => (
          <li key={line.key}>
            <CardActionArea
              component={RouterLink}
              to={line.to}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 48, px: 2, py: 1 }}
            >
              <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
                {ICONS[line.key]}
              </Box>
              <Typography component="span" sx={{ flex: 1, fontWeight: 600 }}>
                {line.label}
              </Typography>
              <ChevronRightIcon sx={{ color: 'text.secondary', mr: -0.5 }} aria-hidden />
            </CardActionArea>
          </li>
        ))}
      </Box>
    </Paper>
  )
}
