import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useEffect, useRef, useState } from 'react'
import { TEXTS } from '../../shared/texts'

interface UndoSnackbarProps {
  /** How many images wait to be deleted; none closes it. */
  count: number
  onUndo: () => void
  /** Another message is on screen at the same place: this one goes above it. */
  raised?: boolean
}

/**
 * The specification's 'Imagen eliminada con éxito' with 'Deshacer', while the deletion waits. It
 * stays for the whole undo window rather than the 3000 ms of the other success messages: hiding
 * it sooner would take 'Deshacer' away while the images can still come back. The pressed
 * 'Eliminar' left with its card and the question it asked is answered, so the focus, lost or in
 * the closing dialog, moves to 'Deshacer', the one thing still to decide.
 */
export function UndoSnackbar({ count, onUndo, raised = false }: UndoSnackbarProps) {
  const undoButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const focused = document.activeElement
    const lost =
      focused === null || focused === document.body || focused.closest('[role="dialog"]') !== null
    if (count > 0 && lost) undoButton.current?.focus()
  }, [count])

  // While it slides away (count back at 0) it keeps saying what it said.
  const [said, setSaid] = useState(count)
  if (count > 0 && count !== said) setSaid(count)

  const lift = raised ? 64 : 0
  return (
    <Snackbar
      open={count > 0}
      message={TEXTS.deletedCount(count > 0 ? count : said)}
      action={
        <Button
          ref={undoButton}
          color="secondary"
          onClick={onUndo}
          sx={{ minHeight: 44, fontWeight: 700 }}
        >
          {TEXTS.undo}
        </Button>
      }
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{
        bottom: {
          xs: `calc(${80 + lift}px + env(safe-area-inset-bottom))`,
          sm: 24 + lift,
        },
        '& .MuiSnackbarContent-message': { fontSize: '1rem' },
      }}
    />
  )
}
