import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { RetryAlert } from '@/components/feedback/retry-alert'
import type { OwnNumbersState } from '../hooks/use-own-numbers'
import { FREE_CONE_TEXT } from '../messages'
import { ownNumberState } from '../own-number-state'

interface OwnNumbersProps {
  state: OwnNumbersState
  onRetry: () => void
}

/** 'Tus números': shown only on a phone that got numbers here. */
export function OwnNumbers({ state, onRetry }: OwnNumbersProps) {
  const headingId = useId()
  if (state.status === 'none') return null
  const rows =
    state.status === 'loaded'
      ? state.items.map(({ numero, entry }) => ({
          numero,
          codigo: entry?.codigo ?? null,
          ...ownNumberState(entry),
        }))
      : state.numbers.map((numero) => ({
          numero,
          codigo: null,
          label: 'Cargando...',
          tone: '#5C4A3D',
        }))
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ mt: { xs: 3, md: 4 }, p: { xs: 2, sm: 3 }, borderRadius: 4, bgcolor: '#FFF3E6' }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {FREE_CONE_TEXT.ownHeading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {FREE_CONE_TEXT.ownHint}
      </Typography>
      {state.status === 'failed' && (
        <RetryAlert severity="warning" onRetry={onRetry} sx={{ mb: 2 }}>
          {FREE_CONE_TEXT.ownFailed}
        </RetryAlert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map(({ numero, codigo, label, tone }) => (
          <Box
            component="li"
            key={numero}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              px: 2,
              py: 1,
              borderRadius: 2,
              bgcolor: '#fff',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>N.º {numero}</Typography>
              {codigo && (
                <Typography variant="body2">
                  {FREE_CONE_TEXT.ownCode}{' '}
                  <Box
                    component="strong"
                    sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.12em' }}
                  >
                    {codigo}
                  </Box>
                </Typography>
              )}
            </Box>
            <Typography sx={{ fontWeight: 600, color: tone }}>{label}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}
