import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { sendPasswordReset } from '../api/password-reset'
import { EMAIL_PATTERN } from '../utils/email-pattern'
import { FORGOT_TEXTS, forgotOutcome } from '../utils/password-reset-messages'

export interface ForgotPasswordFormProps {
  /** The address, shared with the sign-in form: typed in one, it is there in the other. */
  email: string
  onEmailChange: (email: string) => void
  /** Back to the sign-in form. */
  onBack: () => void
}

type Answer = { kind: 'sent' } | { kind: 'error'; message: string }

/**
 * '¿Olvidaste tu contraseña?': sends the link that sets a new password, and answers with the same
 * sentence whether or not an account has that address.
 */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [sending, setSending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // Opened from the sign-in form: the reader starts at this form's heading.
  useEffect(() => heading.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    const problem = !address
      ? FORGOT_TEXTS.missingEmail
      : EMAIL_PATTERN.test(address)
        ? null
        : FORGOT_TEXTS.invalidEmail
    setFieldError(problem)
    setAnswer(null)
    if (problem) return
    setSending(true)
    try {
      await sendPasswordReset(address)
      setAnswer({ kind: 'sent' })
    } catch (error) {
      const outcome = forgotOutcome(error)
      if (outcome.kind !== 'sent') console.error('No se pudo enviar el enlace', error)
      if (outcome.kind === 'field') setFieldError(outcome.message)
      else setAnswer(outcome)
    } finally {
      setSending(false)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="forgot-title"
      data-unsaved-work={sending || undefined}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography
        id="forgot-title"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.5rem', textAlign: 'center', outline: 'none' }}
      >
        ¿Olvidaste tu contraseña?
      </Typography>
      <Typography>
        Escribe tu correo y te enviaremos un enlace para crear una contraseña nueva.
      </Typography>
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <div aria-live="polite">
        {answer?.kind === 'sent' && <Alert severity="success">{FORGOT_TEXTS.sent}</Alert>}
        {answer?.kind === 'error' && <Alert severity="error">{answer.message}</Alert>}
      </div>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={sending}
        aria-busy={sending}
      >
        Enviar enlace
      </Button>
      <Button onClick={onBack}>Volver a iniciar sesión</Button>
    </Box>
  )
}
