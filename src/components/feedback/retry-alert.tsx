import Alert, { type AlertColor } from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

interface RetryAlertProps {
  severity: AlertColor
  onRetry: () => void
  /** The retry runs: the button waits. */
  retrying?: boolean
  sx?: SxProps<Theme>
  children: ReactNode
}

/** Something could not be loaded (or may be out of date), with a 'Reintentar' button. */
export function RetryAlert({ severity, onRetry, retrying = false, sx, children }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Reintentar
        </Button>
      }
    >
      {children}
    </Alert>
  )
}
