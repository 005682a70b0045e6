import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import type { Preparation } from '../hooks/use-selected-files'

interface PreparationStatusProps {
  preparation: Preparation
  uploading: boolean
}

/** 'Preparando…', then 'Lista para subir' (or why it cannot be), read out as it changes. */
export function PreparationStatus({ preparation, uploading }: PreparationStatusProps) {
  const { status } = preparation
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.75,
        typography: 'body2',
        color: status === 'failed' ? 'error.main' : 'text.secondary',
        '& svg': { flexShrink: 0, mt: '2px' },
      }}
    >
      {status === 'preparing' && (
        <>
          <CircularProgress size={16} thickness={5} aria-hidden="true" />
          Preparando…
        </>
      )}
      {status === 'ready' && (
        <>
          <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
          {uploading ? 'Subiendo…' : 'Lista para subir'}
        </>
      )}
      {status === 'failed' && (
        <>
          <ErrorIcon fontSize="small" aria-hidden="true" />
          {preparation.problem}
        </>
      )}
    </Box>
  )
}
