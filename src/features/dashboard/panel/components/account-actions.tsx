import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import LogoutIcon from '@mui/icons-material/Logout'
import StorefrontIcon from '@mui/icons-material/Storefront'
import { Link as RouterLink } from 'react-router'

interface AccountActionsProps {
  email: string | null
  signingOut: boolean
  onSignOut: () => void
  /** Called as either action is taken (a menu closes). */
  onLeave?: () => void
}

/** Who is signed in, 'Cerrar sesión' and 'Ver el sitio': the side menu's foot, the phone's 'Cuenta'. */
export function AccountActions({ email, signingOut, onSignOut, onLeave }: AccountActionsProps) {
  return (
    <>
      {email && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => {
          onLeave?.()
          onSignOut()
        }}
        disabled={signingOut}
        sx={{ minHeight: 44 }}
      >
        Cerrar sesión
      </Button>
      <Button
        component={RouterLink}
        to="/"
        onClick={onLeave}
        startIcon={<StorefrontIcon />}
        sx={{ minHeight: 44 }}
      >
        Ver el sitio
      </Button>
    </>
  )
}
