import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import type { Feedback } from '../hooks/use-feedback'

/** Success messages hide by themselves; errors stay until closed. */
export const SNACKBAR_HIDE_MS = 3000

/** A short message at the bottom of the screen, above the phone's tab bar; read aloud. */
export function FeedbackSnackbar({
  feedback,
  onClose,
}: {
  feedback: Feedback | null
  onClose: () => void
}) {
  return (
    <Snackbar
      key={feedback?.id}
      open={feedback !== null}
      autoHideDuration={feedback?.severity === 'success' ? SNACKBAR_HIDE_MS : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose()
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 'calc(80px + env(safe-area-inset-bottom))', sm: 24 } }}
    >
      {feedback ? (
        <Alert
          severity={feedback.severity}
          variant="filled"
          onClose={onClose}
          closeText="Cerrar"
          sx={{ width: '100%' }}
        >
          {feedback.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  )
}
