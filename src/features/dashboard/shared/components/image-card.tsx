import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { brand } from '@/config/theme'
import type { ImageDocument } from '@/lib/data/image-document'
import { TEXTS } from '../texts'
import { formatDate } from '../utils/format-date'
import { MOVE_BUTTON, type MoveDirection } from '../utils/menu-order'

export const CARD_IMAGE_HEIGHT = 200

/** Marks a card's 'Eliminar' button, for the list to give it the focus back. */
export const DELETE_BUTTON = 'data-delete-button'

interface ImageCardProps {
  image: ImageDocument
  /** Alt text when the image has no name. */
  fallbackAlt: string
  /** Where 'Editar' goes; no 'Editar' button without it. */
  editPath: string | null
  onDelete: (image: ImageDocument) => void
  /** Hides the image from the public pages, or shows it again; no 'Ocultar' without it. */
  onToggleHidden?: (image: ImageDocument) => void
  /** Its hiding or showing is being saved. */
  toggling?: boolean
  /**
   * Moves the image one place in its menu; the card of a menu shows 'Subir' and 'Bajar' (without
   * a function, that button is left out: the first card has no 'Subir', the last no 'Bajar').
   */
  move?: Partial<Record<MoveDirection, () => void>>
}

/** Big enough for a finger on a phone. */
const MOVE_BUTTON_SIZE = 48

const MOVE_LABELS = { up: 'Subir', down: 'Bajar' } as const

function MoveButton({
  direction,
  onClick,
  describedBy,
}: {
  direction: MoveDirection
  onClick: (() => void) | undefined
  describedBy: string
}) {
  // Without a button, its place stays empty, so 'Bajar' sits in the same place on every card.
  if (!onClick) return <Box sx={{ width: MOVE_BUTTON_SIZE, flexShrink: 0 }} />
  return (
    <IconButton
      color="primary"
      aria-label={MOVE_LABELS[direction]}
      aria-describedby={describedBy}
      onClick={onClick}
      {...{ [MOVE_BUTTON]: direction }}
      sx={{
        width: MOVE_BUTTON_SIZE,
        height: MOVE_BUTTON_SIZE,
        flexShrink: 0,
        border: 1,
        borderColor: `${brand.orange}80`,
      }}
    >
      {direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
    </IconButton>
  )
}

/**
 * One image of a dashboard list, with 'Editar', 'Ocultar' (or 'Mostrar') and 'Eliminar' (and
 * 'Subir', 'Bajar' in a menu). A hidden image is dimmed and marked 'Oculta'.
 */
export function ImageCard({
  image,
  fallbackAlt,
  editPath,
  onDelete,
  onToggleHidden,
  toggling = false,
  move,
}: ImageCardProps) {
  const nameId = useId()
  const hidden = image.oculto === true
  const details = [
    hidden ? TEXTS.hiddenNote : null,
    image.numero !== undefined ? `N.º ${image.numero}` : null,
    image.fecha ? formatDate(image.fecha) : null,
  ].filter(Boolean)
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: `${brand.orange}40`,
        ...(hidden && { borderStyle: 'dashed', borderColor: brand.ink, bgcolor: brand.cream }),
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CardMedia
          component="img"
          crossOrigin="anonymous"
          image={image.urlMiniatura ?? image.urlMediana ?? image.url}
          alt={image.nombre ?? fallbackAlt}
          loading="lazy"
          decoding="async"
          sx={{
            height: CARD_IMAGE_HEIGHT,
            objectFit: 'contain',
            bgcolor: brand.cream,
            borderBottom: `1px solid ${brand.orange}26`,
            ...(hidden && { opacity: 0.4, filter: 'grayscale(1)' }),
          }}
        />
        {hidden && (
          <Chip
            icon={<VisibilityOffIcon />}
            label={TEXTS.hiddenMark}
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              fontWeight: 700,
              bgcolor: brand.ink,
              color: '#fff',
              '& .MuiChip-icon': { color: '#fff' },
            }}
          />
        )}
      </Box>
      <CardContent sx={{ flex: 1, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={nameId}
            sx={{
              fontWeight: 600,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
            title={image.nombre}
          >
            {image.nombre ?? 'Sin nombre'}
          </Typography>
          {details.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {details.join(' · ')}
            </Typography>
          )}
        </Box>
        {move && (
          <>
            <MoveButton direction="up" onClick={move.up} describedBy={nameId} />
            <MoveButton direction="down" onClick={move.down} describedBy={nameId} />
          </>
        )}
      </CardContent>
      {/* The buttons share the row, and fill a second one when they do not fit in one. */}
      <CardActions
        disableSpacing
        sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 0 auto' } }}
      >
        {editPath && (
          <Button
            component={RouterLink}
            to={editPath}
            variant="outlined"
            startIcon={<EditIcon />}
            aria-describedby={nameId}
          >
            Editar
          </Button>
        )}
        {onToggleHidden && (
          <Button
            variant="outlined"
            startIcon={hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
            onClick={() => onToggleHidden(image)}
            disabled={toggling}
            aria-describedby={nameId}
          >
            {hidden ? TEXTS.show : TEXTS.hide}
          </Button>
        )}
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(image)}
          aria-describedby={nameId}
          {...{ [DELETE_BUTTON]: true }}
        >
          Eliminar
        </Button>
      </CardActions>
    </Card>
  )
}
