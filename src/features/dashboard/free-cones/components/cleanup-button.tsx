import CleaningServicesOutlinedIcon from '@mui/icons-material/CleaningServicesOutlined'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { cleanOrphanFiles } from '../api/clean-up'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import type { Feedback } from '../../shared/hooks/use-feedback'
import { TEXTS } from '../../shared/texts'

/** Deletes free-cone files older than an hour that no entry points at, and says how many. */
export function CleanupButton({
  show,
}: {
  show: (severity: Feedback['severity'], text: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const clean = async () => {
    setBusy(true)
    try {
      show('success', TEXTS.cleaned(await cleanOrphanFiles()))
    } catch (error) {
      console.error('No se pudieron limpiar los archivos', error)
      show('error', staffErrorMessage(error, TEXTS.failedActions.cleanup))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={<CleaningServicesOutlinedIcon />}
      onClick={() => void clean()}
      disabled={busy}
    >
      {busy ? TEXTS.cleaning : TEXTS.cleanup}
    </Button>
  )
}
