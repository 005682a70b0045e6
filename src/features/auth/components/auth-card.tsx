import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface AuthCardProps {
  /** The id of the heading, which names the section. */
  titleId: string
  title: string
  /** What the page says of its state, announced as it changes. */
  live: ReactNode
  /** What follows it (a form that is not to be announced). */
  children?: ReactNode
}

/** The card the sign-in and password pages are drawn on: a heading, what changes (announced), the rest. */
export function AuthCard({ titleId, title, live, children }: AuthCardProps) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, py: { xs: 4, md: 6 } }}>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 420,
          mx: 'auto',
          p: { xs: 3, sm: 4 },
          borderColor: 'rgba(191, 72, 0, 0.2)',
        }}
      >
        <Typography id={titleId} variant="h1" sx={{ textAlign: 'center', mb: 3 }}>
          {title}
        </Typography>
        <div aria-live="polite">{live}</div>
        {children}
      </Paper>
    </Box>
  )
}
