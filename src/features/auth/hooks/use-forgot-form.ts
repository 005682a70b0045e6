import { useCallback, useState, type ComponentType } from 'react'
import type { ForgotPasswordFormProps } from '../components/forgot-password-form'

type ForgotForm = ComponentType<ForgotPasswordFormProps>

/** Said when the form's code cannot be fetched (no connection): the sign-in form stays. */
export const FORGOT_FORM_UNREACHABLE =
  'No hay conexión: no se pudo abrir. Revisa tu internet e inténtalo de nuevo.'

/**
 * The '¿Olvidaste tu contraseña?' form, fetched on first use: few visitors of /login need it,
 * and its code (with what it shares with the page that sets a password) stays out of the
 * site's first download. `open` resolves to whether it is there.
 */
export function useForgotForm() {
  const [Form, setForm] = useState<ForgotForm | null>(null)
  const [opening, setOpening] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const open = useCallback(async () => {
    setOpening(true)
    setFailure(null)
    try {
      const { ForgotPasswordForm } = await import('../components/forgot-password-form')
      setForm(() => ForgotPasswordForm)
      return true
    } catch (error) {
      console.error('No se pudo cargar el formulario de la contraseña olvidada', error)
      setFailure(FORGOT_FORM_UNREACHABLE)
      return false
    } finally {
      setOpening(false)
    }
  }, [])

  return { Form, opening, failure, open }
}
