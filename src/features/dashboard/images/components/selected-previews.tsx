import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SelectedFile } from '../hooks/use-selected-files'
import { SelectedPicture } from './selected-picture'

interface SelectedPreviewsProps {
  files: SelectedFile[]
  /** While uploading nothing can be removed or changed. */
  locked: boolean
  /** Whether each picture gets a descripción field (the menus' pictures do). */
  describe: boolean
  onRemove: (key: string) => void
  onDescribe: (key: string, descripcion: string) => void
}

/**
 * 'Imágenes seleccionadas:': each chosen picture's 100x100 preview with where it stands and, in a
 * menu, its descripción beside it (under it on a phone); removable before the upload.
 */
export function SelectedPreviews({ files, ...rest }: SelectedPreviewsProps) {
  if (files.length === 0) return null
  return (
    <Box component="section" aria-labelledby="imagenes-seleccionadas" sx={{ my: 3 }}>
      <Typography id="imagenes-seleccionadas" sx={{ fontWeight: 600, mb: 1.5 }}>
        Imágenes seleccionadas:
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {files.map((item) => (
          <SelectedPicture key={item.key} item={item} {...rest} />
        ))}
      </Box>
    </Box>
  )
}
