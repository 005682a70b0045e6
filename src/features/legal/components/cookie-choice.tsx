import CheckIcon from '@mui/icons-material/Check'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { CONSENT_TEXT, type CookieChoice, type CookieConsent } from '../cookie-consent'
import { CONSENT_STATE } from '../first-look/legal-marks'
import { useCookieConsent } from '../hooks/use-cookie-consent'

const SAVE_FAILED =
  'No pudimos guardar tu elección: este navegador no permite el almacenamiento local.'

interface ChoiceButtonProps {
  value: CookieChoice
  variant: 'contained' | 'outlined'
  consent: CookieConsent
  choose: (value: CookieChoice) => void
  children: ReactNode
}

/** One answer, pressed (with a check) while it is the stored one. */
function ChoiceButton({ value, variant, consent, choose, children }: ChoiceButtonProps) {
  return (
    <Button
      variant={variant}
      aria-pressed={consent === value}
      startIcon={consent === value ? <CheckIcon /> : undefined}
      onClick={() => choose(value)}
    >
      {children}
    </Button>
  )
}

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
      <Typography
        role="status"
        data-waiting-status
        {...{ [CONSENT_STATE]: '' }}
        sx={{ fontWeight: 600, mb: 2 }}
      >
        {CONSENT_TEXT[consent]}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <ChoiceButton value="accepted" variant="contained" consent={consent} choose={choose}>
          Aceptar cookies
        </ChoiceButton>
        <ChoiceButton value="rejected" variant="outlined" consent={consent} choose={choose}>
          Rechazar cookies
        </ChoiceButton>
      </Stack>
      {saveFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {SAVE_FAILED}
        </Alert>
      )}
    </Box>
  )
}
