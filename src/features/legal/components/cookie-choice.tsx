import CheckIcon from '@mui/icons-material/Check'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CookieConsent } from '../cookie-consent'
import { useCookieConsent } from '../hooks/use-cookie-consent'

const STATE_TEXT: Record<CookieConsent, string> = {
  accepted: 'Estado actual: cookies aceptadas',
  rejected: 'Estado actual: cookies rechazadas',
  unset: 'Estado actual: aún no has elegido',
}

const SAVE_FAILED =
  'No pudimos guardar tu elección: este navegador no permite el almacenamiento local.'

/** The 'Aceptar cookies' / 'Rechazar cookies' choice, stored in this browser only. */
export function CookieChoice() {
  const { consent, choose, saveFailed } = useCookieConsent()
  return (
    <Box
      component="section"
      aria-labelledby="cookie-choice-title"
      sx={{
        my: 3,
        p: { xs: 2.5, sm: 3 },
        borderRadius: '16px',
        bgcolor: 'background.paper',
        border: '2px solid',
        borderColor: 'secondary.main',
      }}
    >
      <Typography id="cookie-choice-title" variant="h2" sx={{ fontSize: '1.45rem', mb: 1 }}>
        Tu elección
      </Typography>
      <Typography sx={{ mb: 2, lineHeight: 1.7 }}>
        Esta elección es simulada: como el sitio no usa cookies opcionales, aceptar o rechazar no
        cambia nada más. Solo guardamos tu respuesta en este navegador para recordarla.
      </Typography>
      <Typography role="status" data-waiting-status sx={{ fontWeight: 600, mb: 2 }}>
        {STATE_TEXT[consent]}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          aria-pressed={consent === 'accepted'}
          startIcon={consent === 'accepted' ? <CheckIcon /> : undefined}
          onClick={() => choose('accepted')}
        >
          Aceptar cookies
        </Button>
        <Button
          variant="outlined"
          aria-pressed={consent === 'rejected'}
          startIcon={consent === 'rejected' ? <CheckIcon /> : undefined}
          onClick={() => choose('rejected')}
        >
          Rechazar cookies
        </Button>
      </Stack>
      {saveFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {SAVE_FAILED}
        </Alert>
      )}
    </Box>
  )
}
