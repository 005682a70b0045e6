import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import { brand } from '@/config/theme'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { useStoredFileUrl } from '../hooks/use-stored-file-url'
import { TEXTS } from '../../shared/texts'
import { STATE_LABEL } from '../utils/entry-state'
import { formatDate, formatDateTime } from '../../shared/utils/format-date'
import { CARD_IMAGE_HEIGHT } from '../../shared/components/image-card'

interface EntryCardProps {
  entry: FreeConeEntry
  /**
   * The card's buttons; given whether the picture is on screen (only then may it be approved:
   * the public gallery gets a copy of exactly this file).
   */
  actions: (pictureShown: boolean, describedBy: string) => ReactNode
  /** A checkbox to choose the entry for the actions on several at once. */
  selection?: { selected: boolean; onToggle: () => void }
  component?: 'li' | 'article'
}

// Dark text on a light tint: readable (contrast above 7:1) in every state.
const STATE_COLORS = {
  pendiente: { bgcolor: '#FFF3E0', color: '#8A3B00' },
  publicada: { bgcolor: '#E8F5E9', color: '#1B5E20' },
  oculta: { bgcolor: '#EEEEEE', color: '#424242' },
} as const

/**
 * One free-cone entry: its picture (or why it cannot show), number, date, state and hand-over.
 * The picture is its 480 px file, read with the staff's rights: the very file the public gallery
 * gets a copy of when the entry is approved.
 */
export function EntryCard({ entry, actions, selection, component = 'li' }: EntryCardProps) {
  const titleId = useId()
  const file = useStoredFileUrl(entry.rutaMiniatura ?? entry.ruta)
  const [undecodable, setUndecodable] = useState(false)
  const [shown, setShown] = useState(false)
  const broken = file.status === 'failed' || undecodable
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
          image={file.status === 'ready' ? file.data : undefined}
          alt={`Pantallazo del número ${entry.numero}`}
          decoding="async"
          onLoad={() => setShown(true)}
          onError={() => setUndecodable(true)}
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
          {selection && (
            <Checkbox
              checked={selection.selected}
              onChange={selection.onToggle}
              slotProps={{ input: { 'aria-label': TEXTS.select(entry.numero) } }}
              sx={{ ml: -1.5, my: -1 }}
            />
          )}
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
        {actions(shown && !broken, titleId)}
      </CardActions>
    </Card>
  )
}
