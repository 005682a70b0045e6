import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { Spinner } from '@/components/feedback/spinner'
import { isPermissionError, staffErrorMessage } from '@/lib/errors/staff-error-message'

/** 'Cargando imágenes...' and the like, announced politely. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <Spinner size={28} aria-hidden="true" />
      <Typography>{children}</Typography>
    </Box>
  )
}

/** An empty list says so, instead of loading forever. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        py: 8,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      {children}
    </Box>
  )
}

/**
 * A list that could not be loaded: why, and a way to try again. A refused account (its admin role
 * taken away) is told so, not sent to check a connection that works.
 */
export function LoadFailedMessage({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  return (
    <RetryAlert severity="error" onRetry={onRetry}>
      {isPermissionError(error)
        ? staffErrorMessage(error, 'No pudimos cargar la lista')
        : 'No pudimos cargar la lista. Revisa tu conexión e inténtalo de nuevo.'}
    </RetryAlert>
  )
}

interface LoadMoreProps {
  /** Older items exist: the button shows. */
  more: boolean
  loading: boolean
  onClick: () => void
}

/** 'Cargar más' under a paged list. */
export function LoadMoreButton({ more, loading, onClick }: LoadMoreProps) {
  if (!more) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" size="large" onClick={onClick} disabled={loading}>
        {loading ? 'Cargando...' : 'Cargar más'}
      </Button>
    </Box>
  )
}
