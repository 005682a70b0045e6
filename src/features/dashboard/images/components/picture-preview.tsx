import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported'
import { useState } from 'react'

export const PREVIEW_SIZE = 100

const TILE = {
  width: PREVIEW_SIZE,
  height: PREVIEW_SIZE,
  borderRadius: 2,
  display: 'block',
  boxShadow: 1,
} as const

interface PicturePreviewProps {
  src: string
  name: string
  /** Dimmed while the picture is being prepared. */
  dimmed: boolean
  /** Without it, no 'Quitar' button (while uploading). */
  onRemove?: () => void
}

/** A chosen picture's 100x100 preview, with its 'Quitar' button in the corner. */
export function PicturePreview({ src, name, dimmed, onRemove }: PicturePreviewProps) {
  // A photo the browser cannot show (HEIC on most computers) gets a plain tile instead.
  const [unreadable, setUnreadable] = useState(false)
  return (
    <Box sx={{ position: 'relative', height: PREVIEW_SIZE }}>
      {unreadable ? (
        <Box
          role="img"
          aria-label={name}
          sx={{ ...TILE, display: 'grid', placeContent: 'center', bgcolor: 'action.hover' }}
        >
          <ImageNotSupportedIcon sx={{ color: 'text.secondary' }} />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={name}
          onError={() => setUnreadable(true)}
          sx={{
            ...TILE,
            objectFit: 'cover',
            opacity: dimmed ? 0.6 : 1,
            transition: 'opacity 0.2s',
          }}
        />
      )}
      {onRemove && (
        <IconButton
          size="small"
          onClick={onRemove}
          aria-label={`Quitar ${name}`}
          sx={{
            position: 'absolute',
            top: -10,
            right: -10,
            bgcolor: 'background.paper',
            boxShadow: 2,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  )
}
