import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import { useId, useState } from 'react'
import { AccountActions } from './account-actions'

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
          <AccountActions
            email={email}
            signingOut={signingOut}
            onSignOut={onSignOut}
            onLeave={close}
          />
        </Box>
      </Popover>
    </>
  )
}
