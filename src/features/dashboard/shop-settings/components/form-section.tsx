import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** One titled group of the Tienda form. */
export function FormSection({
  id,
  title,
  hint,
  children,
}: {
  /** For a link to the section (`?campo=horario`). */
  id?: string
  title: string
  hint?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
    >
      <div>
        <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.3rem' }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {hint}
          </Typography>
        )}
      </div>
      {children}
    </Paper>
  )
}
