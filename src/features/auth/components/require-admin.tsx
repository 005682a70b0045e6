import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { Spinner } from '@/components/feedback/spinner'
import { isPermissionError, staffErrorMessage } from '@/lib/errors/staff-error-message'
import { useAdminAccess } from '../hooks/use-admin-access'

/** What the sign-in page is told when the guard sends someone there. */
export interface LoginRedirectState {
  from?: string
  /** The address to type in for the visitor (after setting a password). */
  email?: string
}

interface RequireAdminProps {
  children: (admin: { email: string | null }) => ReactNode
}

/**
 * Shows its content only to an admin: 'Cargando...' while checking; anyone else is sent to
 * /login, which explains why.
 */
export function RequireAdmin({ children }: RequireAdminProps) {
  const { access, retry } = useAdminAccess()
  const { pathname } = useLocation()

  switch (access.status) {
    case 'checking':
      return (
        <Box
          role="status"
          sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', gap: 2 }}
        >
          <Spinner sx={{ mx: 'auto' }} aria-hidden="true" />
          <Typography>Cargando...</Typography>
        </Box>
      )
    case 'signed-out':
    case 'denied':
      return (
        <Navigate to="/login" replace state={{ from: pathname } satisfies LoginRedirectState} />
      )
    case 'error':
      return (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', p: 2 }}>
          <RetryAlert severity="error" onRetry={retry}>
            {isPermissionError(access.error)
              ? staffErrorMessage(access.error, 'No pudimos comprobar tu acceso')
              : 'No pudimos comprobar tu acceso. Revisa tu conexión e inténtalo de nuevo.'}
          </RetryAlert>
        </Box>
      )
    case 'admin':
      return children({ email: access.email })
  }
}
