import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import OutlinedInput from '@mui/material/OutlinedInput'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { isOffline, withTimeout } from '@/lib/network/connection'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { OPINION_TEXT as TEXT, MAX_MENSAJE } from '../texts'

type Feedback = { severity: 'success' | 'error' | 'warning' | 'info'; text: string } | null

/** A send that has not answered by then is reported as failed; the text stays in the field. */
const SEND_TIMEOUT_MS = 25_000

async function send(text: string): Promise<void> {
  const { sendOpinion } = await import('@/lib/data/opiniones')
  await withTimeout(sendOpinion(text), SEND_TIMEOUT_MS)
}

function failureText(error: unknown): string {
  if (error instanceof Error && error.name === 'RateLimitedError' && 'secondsLeft' in error) {
    return TEXT.rateLimited(Number(error.secondsLeft))
  }
  if (error instanceof Error && error.name === 'CrowdLimitError') return TEXT.crowdLimit
  return isOffline() ? TEXT.offline : TEXT.failed
}

/** 'Nos importa mucho lo que piensas': a visitor's opinion, sent without signing in. */
export function OpinionForm({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const [mensaje, setMensaje] = useState('')
  const [sending, setSending] = useState(false)
  const [feedback, setFeedback] = useState<Feedback>(null)
  const headingId = useId()
  const counterId = useId()
  // In the page's first look no key reaches the field: the app would replace what was typed.
  const firstLook = useIsFirstLook()
  const tooLong = mensaje.trim().length > MAX_MENSAJE

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const text = mensaje.trim()
    if (!text) {
      setFeedback({ severity: 'warning', text: TEXT.empty })
      return
    }
    if (text.length > MAX_MENSAJE) {
      setFeedback({ severity: 'warning', text: TEXT.tooLong(text.length) })
      return
    }
    if (isOffline()) {
      setFeedback({ severity: 'info', text: TEXT.offline })
      return
    }
    setSending(true)
    setFeedback(null)
    try {
      await send(text)
      setMensaje('')
      setFeedback({ severity: 'success', text: TEXT.sent })
    } catch (error) {
      console.error('No se pudo enviar la opinión', error)
      setFeedback({ severity: 'error', text: failureText(error) })
    } finally {
      setSending(false)
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      // Typed text or a send under way: a new build waits for it (see unsaved-work.ts).
      data-unsaved-work={mensaje.trim() !== '' || sending || undefined}
      sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}
    >
      <Typography id={headingId} variant="h2" component={headingLevel} gutterBottom>
        Nos importa mucho lo que piensas
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Te agradecemos una opinión o sugerencia
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        {/* TextField's parts without TextField: it would bring its select menu's code along. */}
        <FormControl fullWidth error={tooLong} sx={{ mb: 2 }}>
          <OutlinedInput
            value={mensaje}
            onChange={(event) => setMensaje(event.target.value)}
            placeholder="Mensaje"
            readOnly={firstLook}
            multiline
            rows={3}
            slotProps={{ input: { 'aria-label': 'Mensaje', 'aria-describedby': counterId } }}
            sx={{ bgcolor: 'background.paper' }}
          />
          <FormHelperText id={counterId} sx={{ textAlign: 'right', mr: 0 }}>
            {`${String(mensaje.length)} / ${String(MAX_MENSAJE)}`}
          </FormHelperText>
        </FormControl>
        <div aria-live="polite" data-waiting-status>
          {feedback && (
            <Alert severity={feedback.severity} sx={{ mb: 2, textAlign: 'left' }}>
              {feedback.text}
            </Alert>
          )}
        </div>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Enviando...' : 'Enviar'}
        </Button>
      </Box>
    </Box>
  )
}
