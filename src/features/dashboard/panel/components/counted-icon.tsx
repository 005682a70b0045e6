import Box from '@mui/material/Box'
import type { ReactElement } from 'react'
import { badgeText } from '../../shared/utils/count-text'

/**
 * An icon with a red count at its corner, none at zero. The icon keeps its element whatever the
 * count does: a count that arrives while the entry is pressed must not replace the element under
 * the finger or pointer, or the browser drops the click. The entry's name says the count.
 */
export function CountedIcon({ icon, count }: { icon: ReactElement; count: number }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {icon}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          data-count
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: 1,
          }}
        >
          {badgeText(count)}
        </Box>
      )}
    </Box>
  )
}
