import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import type { SelectedFile } from '../hooks/use-selected-files'

export const PREVIEW_SIZE = 100

interface SelectedPreviewsProps {
  files: SelectedFile[]
  /** While uploading nothing can be removed. */
  locked: boolean
  onRemove: (key: string) => void
}

/** 'Imágenes seleccionadas:' with a 100x100 preview of each, removable before the upload. */
export function SelectedPreviews({ files, locked, onRemove }: SelectedPreviewsProps) {
  if (files.length === 0) return null
  return (
    <Box component="section" aria-labelledby="imagenes-seleccionadas" sx={{ my: 3 }}>
      <Typography id="imagenes-seleccionadas" sx={{ fontWeight: 600, mb: 1.5 }}>
        Imágenes seleccionadas:
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {files.map((item) => (
          <Box component="li" key={item.key} sx={{ width: PREVIEW_SIZE }}>
            <Box sx={{ position: 'relative', width: PREVIEW_SIZE, height: PREVIEW_SIZE }}>
              <Box
                component="img"
                src={item.previewUrl}
                alt={item.file.name}
                sx={{
                  width: PREVIEW_SIZE,
                  height: PREVIEW_SIZE,
                  objectFit: 'cover',
                  borderRadius: 2,
                  display: 'block',
                  boxShadow: 1,
                }}
              />
              {!locked && (
                <IconButton
                  size="small"
                  onClick={() => onRemove(item.key)}
                  aria-label={`Quitar ${item.file.name}`}
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
            <Typography
              variant="caption"
              title={item.file.name}
              sx={{
                display: 'block',
                mt: 0.5,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {item.file.name}
            </Typography>
            {item.progress !== null && (
              <LinearProgress
                variant="determinate"
                value={Math.round(item.progress * 100)}
                aria-label={`Progreso de ${item.file.name}`}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
