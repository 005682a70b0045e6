import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import LogoutIcon from '@mui/icons-material/Logout'
import StorefrontIcon from '@mui/icons-material/Storefront'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router'

interface PanelAccountMenuProps {
  email: string | null
  signingOut: boolean
  onSignOut: () => void
}

/** The phone's 'Cuenta': who is signed in, 'Ver el sitio' and 'Cerrar sesión'. */
export function PanelAccountMenu({ email, signingOut, onSignOut }: PanelAccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const panelId = useId()
  const titleId = useId()
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        aria-label="Cuenta"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 48, height: 48, alignSelf: 'center', color: 'text.secondary' }}
      >
        <AccountCircleIcon />
      </IconButton>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 280 }}>
          <Typography id={titleId} sx={{ fontWeight: 700 }}>
            Cuenta
          </Typography>
          {email && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          )}
          <Button
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => {
              close()
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
            onClick={close}
            startIcon={<StorefrontIcon />}
            sx={{ minHeight: 44 }}
          >
            Ver el sitio
          </Button>
        </Box>
      </Popover>
    </>
  )
}
