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
  /** Gets the id of the message being closed. */
  onClose: (id: number) => void
}) {
  const close = () => {
    if (feedback) onClose(feedback.id)
  }
  return (
    <Snackbar
      key={feedback?.id}
      open={feedback !== null}
      autoHideDuration={feedback?.severity === 'success' ? SNACKBAR_HIDE_MS : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close()
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 'calc(80px + env(safe-area-inset-bottom))', sm: 24 } }}
    >
      {feedback ? (
        <Alert
          severity={feedback.severity}
          variant="filled"
          onClose={close}
          closeText="Cerrar"
          sx={{ width: '100%' }}
        >
          {feedback.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  )
}
