import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { WAITING_TEXT } from '@/lib/startup/taps-before-app'

/** Where a row's 'Agregar' sits: its failure note is placed beside it, over the rows below. */
export function AddButtonPlace({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {children}
    </Box>
  )
}

/** A row's 'Agregar' as the app and the first look (its template) both draw it. */
export function AddButton({
  label,
  loading = false,
  onClick,
  describedBy,
}: {
  /** What it says to a screen reader: 'Agregar' and the item. */
  label: string
  loading?: boolean
  onClick?: () => void
  describedBy?: string
}) {
  return (
    <Button
      size="small"
      variant="contained"
      onClick={onClick}
      disabled={loading}
      aria-label={label}
      aria-describedby={describedBy}
      sx={{ flexShrink: 0, my: '-6px', minWidth: 88, borderRadius: 999 }}
    >
      {loading ? WAITING_TEXT : 'Agregar'}
    </Button>
  )
}
