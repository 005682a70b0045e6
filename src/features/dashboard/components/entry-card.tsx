import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import { brand } from '@/config/theme'
import type { ConoGratisImage } from '@/lib/data/cono-gratis-entry'
import { TEXTS } from '../texts'
import { STATE_LABEL } from '../utils/entry-state'
import { formatDate, formatDateTime } from '../utils/format-date'
import { CARD_IMAGE_HEIGHT } from './image-card'

interface EntryCardProps {
  entry: ConoGratisImage
  /** The card's buttons; given whether the picture could be loaded. */
  actions: (pictureLoads: boolean, describedBy: string) => ReactNode
  component?: 'li' | 'article'
}

// Dark text on a light tint: readable (contrast above 7:1) in every state.
const STATE_COLORS = {
  pendiente: { bgcolor: '#FFF3E0', color: '#8A3B00' },
  publicada: { bgcolor: '#E8F5E9', color: '#1B5E20' },
  oculta: { bgcolor: '#EEEEEE', color: '#424242' },
} as const

/** One free-cone entry: its picture (or why it cannot show), number, date, state and hand-over. */
export function EntryCard({ entry, actions, component = 'li' }: EntryCardProps) {
  const titleId = useId()
  const [broken, setBroken] = useState(false)
  return (
    <Card
      component={component}
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', borderColor: `${brand.orange}40` }}
    >
      {broken ? (
        <Box
          role="alert"
          sx={{
            height: CARD_IMAGE_HEIGHT,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 1,
            px: 2,
            textAlign: 'center',
            bgcolor: '#FDECEA',
            color: 'error.dark',
          }}
        >
          <BrokenImageOutlinedIcon fontSize="large" aria-hidden />
          <Typography variant="body2">{TEXTS.brokenImage}</Typography>
        </Box>
      ) : (
        <CardMedia
          component="img"
          image={entry.urlMiniatura ?? entry.urlMediana ?? entry.url}
          alt={`Pantallazo del número ${entry.numero}`}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          sx={{
            height: CARD_IMAGE_HEIGHT,
            objectFit: 'contain',
            bgcolor: brand.cream,
            borderBottom: `1px solid ${brand.orange}26`,
          }}
        />
      )}
      <CardContent sx={{ flex: 1, pb: 1, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
            N.º {entry.numero}
          </Typography>
          <Chip
            size="small"
            label={STATE_LABEL[entry.estado].one}
            sx={{ ...STATE_COLORS[entry.estado], fontWeight: 600 }}
          />
        </Box>
        {entry.fecha && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Subida el {formatDate(entry.fecha)}
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          title={entry.nombre}
        >
          {entry.nombre ?? 'Sin nombre'}
        </Typography>
        {entry.entregadoEn && (
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.dark' }}>
            Cono entregado el {formatDateTime(entry.entregadoEn)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {actions(!broken, titleId)}
      </CardActions>
    </Card>
  )
}
