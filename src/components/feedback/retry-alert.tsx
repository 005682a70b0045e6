import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

type Severity = 'error' | 'warning' | 'info'

const ICONS = { error: ErrorOutline, warning: ReportProblemOutlined, info: InfoOutlined }

interface RetryAlertProps {
  severity: Severity
  onRetry: () => void
  /** The retry runs: the button waits. */
  retrying?: boolean
  sx?: SxProps<Theme>
  children: ReactNode
}

/**
 * Something could not be loaded (or may be out of date), with a 'Reintentar' button. Drawn as
 * MUI's standard Alert looks, without its component: the menus show it, and MUI's Alert would
 * put about 1 kB more into every public page's first download.
 */
export function RetryAlert({ severity, onRetry, retrying = false, sx, children }: RetryAlertProps) {
  const Icon = ICONS[severity]
  return (
    <Box
      role="alert"
      sx={[
        (theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          px: 2,
          py: 0.75,
          borderRadius: 1,
          typography: 'body2',
          color: darken(theme.palette[severity].light, 0.6),
          bgcolor: lighten(theme.palette[severity].light, 0.9),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon
        fontSize="inherit"
        sx={{ mr: 1.5, my: '7px', fontSize: 22, color: `${severity}.main`, opacity: 0.9 }}
      />
      <Box sx={{ py: 1, flex: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ ml: 'auto', pl: 2, mr: -1, pt: 0.5 }}>
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Reintentar
        </Button>
      </Box>
    </Box>
  )
}
