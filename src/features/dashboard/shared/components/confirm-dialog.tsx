import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, type ReactNode } from 'react'

interface ConfirmDialogProps {
  open: boolean
  question: string
  /** What is about to be removed, so the right thing is confirmed. */
  children?: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** An in-page confirmation (never the browser's blocking confirm()). */
export function ConfirmDialog({
  open,
  question,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId()
  const contentId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={children ? contentId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {question}
      </DialogTitle>
      {children && <DialogContent id={contentId}>{children}</DialogContent>}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
