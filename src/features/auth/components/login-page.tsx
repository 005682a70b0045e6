import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { signInWithEmail } from '../api/auth-client'
import { useAdminAccess, type AdminAccess } from '../hooks/use-admin-access'
import { useForgotForm } from '../hooks/use-forgot-form'
import { useSignOut } from '../hooks/use-sign-out'
import { EMAIL_PATTERN } from '../utils/email-pattern'
import { loginErrorMessage } from '../utils/login-error-message'
import { AuthCard } from './auth-card'
import type { LoginRedirectState } from './require-admin'

interface FieldErrors {
  email?: string
  password?: string
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {}
  if (!email) errors.email = 'Escribe tu correo electrónico.'
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Escribe un correo electrónico válido.'
  if (!password) errors.password = 'Escribe tu contraseña.'
  return errors
}

function deniedMessage(access: Extract<AdminAccess, { status: 'denied' }>): string {
  const account = access.email ? `La cuenta ${access.email}` : 'Esta cuenta'
  return access.reason === 'not-admin'
    ? `${account} no tiene permisos de administrador. Inicia sesión con una cuenta de administrador.`
    : `${account} no tiene un rol asignado, así que no puede entrar al panel. Pide acceso a un administrador.`
}

/** 'Iniciar Sesión': email and password sign-in for the shop's staff. */
export function LoginPage() {
  const { access } = useAdminAccess()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const redirect = useLocation().state as LoginRedirectState | null
  const cameFrom = redirect?.from
  // The page that sets a password sends its account's address along.
  const [email, setEmail] = useState(redirect?.email ?? '')
  const [forgotOpen, setForgotOpen] = useState(false)
  const forgotForm = useForgotForm()
  const forgotButton = useRef<HTMLButtonElement>(null)
  const backFromForgot = useRef(false)
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  // Back from '¿Olvidaste tu contraseña?': the reader is where they left the sign-in form.
  useEffect(() => {
    if (forgotOpen || !backFromForgot.current) return
    backFromForgot.current = false
    forgotButton.current?.focus()
  }, [forgotOpen])

  if (access.status === 'admin' && !submitting) return <Navigate to="/dashboard" replace />

  /** What both fields share: required, full width, their text and their problem under them. */
  const field = (name: keyof FieldErrors, value: string, setValue: (value: string) => void) => ({
    name,
    required: true,
    fullWidth: true,
    value,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmedEmail = email.trim()
    const errors = validate(trimmedEmail, password)
    setFieldErrors(errors)
    setError(null)
    if (errors.email || errors.password) return
    setSubmitting(true)
    try {
      await signInWithEmail(trimmedEmail, password)
      await navigate('/dashboard', { replace: true })
    } catch (signInError) {
      console.error('No se pudo iniciar sesión', signInError)
      setError(loginErrorMessage(signInError))
      setSubmitting(false)
    }
  }

  return (
    <AuthCard
      titleId="login-title"
      title="Iniciar Sesión"
      live={
        <>
          {access.status === 'denied' && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void signOut()}>
                  Cerrar sesión
                </Button>
              }
            >
              {deniedMessage(access)}
            </Alert>
          )}
          {access.status === 'signed-out' && cameFrom && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Inicia sesión con una cuenta de administrador para entrar al panel.
            </Alert>
          )}
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        // Typed details or a sign-in under way: a new build waits for them (see unsaved-work.ts).
        data-unsaved-work={email !== '' || password !== '' || submitting || undefined}
        // Hidden while the other form is open: coming back finds it as it was left.
        sx={{ display: forgotOpen ? 'none' : 'grid', gap: 2 }}
      >
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          {...field('email', email, setEmail)}
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        <TextField
          label="Contraseña"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...field('password', password, setPassword)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  >
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={submitting}
          aria-busy={submitting}
        >
          Entrar
        </Button>
        <Button
          ref={forgotButton}
          aria-busy={forgotForm.opening}
          onClick={() => {
            if (!forgotForm.opening) void forgotForm.open().then(setForgotOpen)
          }}
        >
          ¿Olvidaste tu contraseña?
        </Button>
        {forgotForm.failure && <Alert severity="error">{forgotForm.failure}</Alert>}
      </Box>
      {forgotOpen && forgotForm.Form && (
        <forgotForm.Form
          email={email}
          onEmailChange={setEmail}
          onBack={() => {
            backFromForgot.current = true
            setForgotOpen(false)
          }}
        />
      )}
    </AuthCard>
  )
}
