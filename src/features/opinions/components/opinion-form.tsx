import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'

type Feedback = { severity: 'success' | 'error' | 'warning'; text: string } | null

const EMPTY = 'Por favor escribe un mensaje antes de enviar'
const SENT = '¡Mensaje enviado con éxito!'
const FAILED = 'Hubo un error al enviar tu opinión. Intenta de nuevo.'

/** 'Nos importa mucho lo que piensas': a visitor's opinion, sent without signing in. */
export function OpinionForm({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const [mensaje, setMensaje] = useState('')
  const [sending, setSending] = useState(false)
  const [feedback, setFeedback] = useState<Feedback>(null)
  const headingId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const text = mensaje.trim()
    if (!text) {
      setFeedback({ severity: 'warning', text: EMPTY })
      return
    }
    setSending(true)
    setFeedback(null)
    try {
      const { sendOpinion } = await import('@/lib/data/opiniones')
      await sendOpinion(text)
      setMensaje('')
      setFeedback({ severity: 'success', text: SENT })
    } catch (error) {
      console.error('No se pudo enviar la opinión', error)
      setFeedback({ severity: 'error', text: FAILED })
    } finally {
      setSending(false)
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}
    >
      <Typography id={headingId} variant="h2" component={headingLevel} gutterBottom>
        Nos importa mucho lo que piensas
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Te agradecemos una opinión o sugerencia
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <TextField
          value={mensaje}
          onChange={(event) => setMensaje(event.target.value)}
          placeholder="Mensaje"
          multiline
          rows={3}
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': 'Mensaje' } }}
          sx={{ bgcolor: 'background.paper', mb: 2 }}
        />
        <div aria-live="polite">
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
