import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ImageDocument } from '@/lib/data/image-document'
import { TEXTS } from '../texts'
import { ConfirmDialog } from './confirm-dialog'

interface ImageDeletionDialogProps {
  /** The image waiting for confirmation, if any. */
  image: ImageDocument | null
  /** What names it beside its thumbnail (its file name, its number). */
  label: string
  open: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The specification's '¿Estás seguro…?' with the image about to go, so the right one is confirmed. */
export function ImageDeletionDialog({ image, label, ...dialog }: ImageDeletionDialogProps) {
  return (
    <ConfirmDialog
      question={TEXTS.deleteQuestion}
      confirmLabel="Eliminar"
      busyLabel="Eliminando..."
      {...dialog}
    >
      {image && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            component="img"
            crossOrigin="anonymous"
            src={image.urlMiniatura ?? image.urlMediana ?? image.url}
            alt=""
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
        </Box>
      )}
    </ConfirmDialog>
  )
}
