import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { brand } from '@/config/theme'
import type { ImageDocument } from '@/lib/data/image-document'
import { formatDate } from '../utils/format-date'

export const CARD_IMAGE_HEIGHT = 200

interface ImageCardProps {
  image: ImageDocument
  /** Alt text when the image has no name. */
  fallbackAlt: string
  /** Where 'Editar' goes; no 'Editar' button without it. */
  editPath: string | null
  onDelete: (image: ImageDocument) => void
}

/** One image of a dashboard list, with 'Editar' and 'Eliminar'. */
export function ImageCard({ image, fallbackAlt, editPath, onDelete }: ImageCardProps) {
  const nameId = useId()
  const details = [
    image.numero !== undefined ? `N.º ${image.numero}` : null,
    image.fecha ? formatDate(image.fecha) : null,
  ].filter(Boolean)
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ display: 'flex', flexDirection: 'column', borderColor: `${brand.orange}40` }}
    >
      <CardMedia
        component="img"
        image={image.urlMiniatura ?? image.urlMediana ?? image.url}
        alt={image.nombre ?? fallbackAlt}
        loading="lazy"
        decoding="async"
        sx={{
          height: CARD_IMAGE_HEIGHT,
          objectFit: 'contain',
          bgcolor: brand.cream,
          borderBottom: `1px solid ${brand.orange}26`,
        }}
      />
      <CardContent sx={{ flex: 1, pb: 1 }}>
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
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
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
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(image)}
          aria-describedby={nameId}
          sx={{ ml: editPath ? 'auto' : 0 }}
        >
          Eliminar
        </Button>
      </CardActions>
    </Card>
  )
}
