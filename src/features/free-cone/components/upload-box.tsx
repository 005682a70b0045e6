import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ChangeEvent, type DragEvent } from 'react'
import { brand } from '@/config/theme'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { MAX_SOURCE_MB } from '@/lib/images/image-file-problem'
import { useFreeConeUpload } from '../hooks/use-free-cone-upload'
import { FREE_CONE_TEXT } from '../messages'
import { UploadFeedback } from './upload-feedback'
import { visuallyHidden } from '@/components/a11y/visually-hidden'

const PREVIEW_HEIGHT = { xs: 240, sm: 300, md: 340 }

interface UploadBoxProps {
  onUploaded: (image: FreeConeEntry) => void
}

/** Choose a screenshot, see it, change it, send it; one message at a time below. */
export function UploadBox({ onUploaded }: UploadBoxProps) {
  const { selection, uploading, progress, feedback, choose, submit } = useFreeConeUpload(onUploaded)
  const inputId = useId()
  const headingId = useId()
  const pickLabel = selection ? FREE_CONE_TEXT.change : FREE_CONE_TEXT.choose

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0])
    // Cleared so that picking the same file again is noticed too.
    event.target.value = ''
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    if (!uploading) choose(event.dataTransfer.files[0])
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      // A chosen picture or an upload under way: a new build waits for it (see unsaved-work.ts).
      data-unsaved-work={selection !== null || uploading || undefined}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 4,
        border: '1px solid #FFD9B3',
        boxShadow: '0 12px 32px rgba(191, 72, 0, 0.12)',
      }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        Tu pantallazo
      </Typography>

      {selection ? (
        <Box
          component="img"
          src={selection.previewUrl}
          alt={`Vista previa de ${selection.file.name}`}
          sx={{
            display: 'block',
            width: '100%',
            height: PREVIEW_HEIGHT,
            objectFit: 'contain',
            borderRadius: 3,
            bgcolor: '#FFF3E6',
          }}
        />
      ) : (
        <Box
          component="label"
          htmlFor={inputId}
          onDragOver={(event: DragEvent) => event.preventDefault()}
          onDrop={onDrop}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            height: PREVIEW_HEIGHT,
            px: 2,
            textAlign: 'center',
            cursor: 'pointer',
            borderRadius: 3,
            border: `2px dashed ${brand.orange}`,
            bgcolor: '#FFF3E6',
            color: 'text.secondary',
            '&:hover': { bgcolor: '#FFE7CF' },
          }}
        >
          <AddPhotoAlternateOutlinedIcon sx={{ fontSize: 64, color: brand.darkOrange }} />
          {/* Two lines tall on phones, wrapped or not: when the web font replaces the
              fallback and the text wraps differently, nothing below it moves. */}
          <Typography
            component="span"
            sx={{
              display: { xs: 'flex', md: 'none' },
              alignItems: 'center',
              minHeight: '3em',
              fontWeight: 600,
              color: 'text.primary',
            }}
          >
            Toca aquí para elegir tu pantallazo
          </Typography>
          <Typography
            component="span"
            sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 600, color: 'text.primary' }}
          >
            Haz clic o arrastra aquí tu pantallazo
          </Typography>
          <Typography component="span" variant="body2">
            {`Cualquier foto o pantallazo de hasta ${String(MAX_SOURCE_MB)} MB`}
          </Typography>
        </Box>
      )}

      {selection && (
        <Typography variant="body2" noWrap sx={{ mt: 1, color: 'text.secondary' }}>
          {selection.file.name}
        </Typography>
      )}

      <Box sx={{ height: 4, my: 1.5 }}>
        {uploading && (
          <LinearProgress
            aria-label="Progreso de la subida"
            variant={progress ? 'determinate' : 'indeterminate'}
            value={(progress ?? 0) * 100}
          />
        )}
      </Box>

      <Box aria-live="polite" data-waiting-status sx={{ '&:not(:empty)': { mb: 2 } }}>
        {feedback && <UploadFeedback feedback={feedback} />}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="large"
          disabled={uploading}
          startIcon={<PhotoLibraryOutlinedIcon />}
          sx={{
            flex: 1,
            borderWidth: 2,
            borderColor: 'primary.main',
            '&:hover': { borderWidth: 2 },
            '&:has(input:focus-visible)': {
              outline: `3px solid ${brand.orange}`,
              outlineOffset: 2,
            },
          }}
        >
          {pickLabel}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept="image/*"
            aria-label={pickLabel}
            disabled={uploading}
            onChange={onPick}
            // Out of sight, not out of the keyboard's reach: it still opens the picker natively.
            sx={visuallyHidden}
          />
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={uploading}
          onClick={() => void submit()}
          startIcon={<CloudUploadIcon />}
          sx={{ flex: 1 }}
        >
          {uploading ? FREE_CONE_TEXT.sending : FREE_CONE_TEXT.send}
        </Button>
      </Stack>
    </Paper>
  )
}
