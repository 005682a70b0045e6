import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { Spinner } from '@/components/feedback/spinner'
import { useSetPassword, type SetPasswordState } from '../hooks/use-set-password'
import { SET_PASSWORD_TEXTS } from '../utils/password-reset-messages'
import { AuthCard } from './auth-card'
import type { LoginRedirectState } from './require-admin'

/** 'Iniciar sesión', with the account's address already typed in when there is one. */
function SignInButton({ email, variant }: { email?: string; variant: 'contained' | 'outlined' }) {
  const state: LoginRedirectState | undefined = email ? { email } : undefined
  return (
    <Button
      component={RouterLink}
      to="/login"
      state={state}
      variant={variant}
      size="large"
      fullWidth
    >
      Iniciar sesión
    </Button>
  )
}

interface PasswordFormProps {
  state: Extract<SetPasswordState, { step: 'ready' }>
  onSave: (password: string) => Promise<void>
}

/** The new password: one field, its rule said before typing, shown or hidden at will. */
function PasswordForm({ state, onSave }: PasswordFormProps) {
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void onSave(password)
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      // A typed password or a save under way: a new build waits for them (see unsaved-work.ts).
      data-unsaved-work={password !== '' || state.saving || undefined}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography>
        Para la cuenta <strong>{state.email}</strong>.
      </Typography>
      {/* Lets the browser's password manager save the new password for this account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={state.email}
        readOnly
        hidden
      />
      <TextField
        label="Contraseña nueva"
        name="new-password"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(state.passwordError)}
        helperText={state.passwordError ?? SET_PASSWORD_TEXTS.rule}
        slotProps={{
          input: {
            // The button itself, without MUI's InputAdornment: the sign-in page's chunk keeps
            // that component to itself, so the site's entry lists no new shared file.
            endAdornment: (
              <IconButton
                edge="end"
                onClick={() => setShown((isShown) => !isShown)}
                aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            ),
          },
        }}
      />
      {state.error && <Alert severity="error">{state.error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={state.saving}
        aria-busy={state.saving}
      >
        Guardar contraseña
      </Button>
    </Box>
  )
}

/** What the page shows at each step. */
function StepContent({
  state,
  onRetry,
  onSave,
}: {
  state: SetPasswordState
  onRetry: () => void
  onSave: (password: string) => Promise<void>
}): ReactNode {
  switch (state.step) {
    case 'checking':
      return (
        <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2 }}>
          <Spinner aria-hidden="true" />
          <Typography>Revisando el enlace…</Typography>
        </Box>
      )
    case 'check-failed':
      return (
        <RetryAlert severity="error" onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      )
    case 'link-problem':
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">
            {state.message}
            {state.newLinkHelps && ` ${SET_PASSWORD_TEXTS.newLink}`}
          </Alert>
          <SignInButton variant="outlined" />
        </Box>
      )
    case 'ready':
      return <PasswordForm state={state} onSave={onSave} />
    case 'done':
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success">{SET_PASSWORD_TEXTS.done}</Alert>
          <SignInButton email={state.email} variant="contained" />
        </Box>
      )
  }
}

/**
 * 'Crea tu contraseña': the page a password-reset link opens (an invitation from the staff
 * command, or '¿Olvidaste tu contraseña?'), with Firebase's `mode` and `oobCode` in its address.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams()
  const { state, retryCheck, save } = useSetPassword(params.get('mode'), params.get('oobCode'))
  return (
    <AuthCard
      titleId="set-password-title"
      title="Crea tu contraseña"
      live={<StepContent state={state} onRetry={retryCheck} onSave={save} />}
    />
  )
}
