import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** A list of the settings' rows (the week's days, the special dates), one under another. */
export function SettingsList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {children}
    </Box>
  )
}

/** One row of a SettingsList, set off from the next by a line. */
export function SettingsListItem({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gap: 1, pb: 2, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      {children}
    </Box>
  )
}
