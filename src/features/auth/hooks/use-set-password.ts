import { useCallback, useEffect, useState } from 'react'
import { checkPasswordResetCode, setPasswordWithCode } from '../api/password-reset'
import {
  codeProblem,
  newPasswordProblem,
  SET_PASSWORD_TEXTS,
} from '../utils/password-reset-messages'

/** Where the page that sets a password stands. */
export type SetPasswordState =
  | { step: 'checking' }
  /** The link cannot work: what is wrong, and whether a new link would help. */
  | { step: 'link-problem'; message: string; newLinkHelps: boolean }
  /** The link could not be checked (no connection): try again. */
  | { step: 'check-failed'; message: string }
  | {
      step: 'ready'
      email: string
      saving: boolean
      /** What is wrong with the typed password. */
      passwordError: string | null
      /** Why the last save failed (the typed password stays). */
      error: string | null
    }
  | { step: 'done'; email: string }

/**
 * Checks a password-reset link's code (Firebase's `mode` and `oobCode`) and sets the account's
 * password with it.
 */
export function useSetPassword(mode: string | null, code: string | null) {
  const [state, setState] = useState<SetPasswordState>({ step: 'checking' })
  const [attempt, setAttempt] = useState(0)

  // A link without a code, or one for another of Firebase's actions, needs no asking.
  const usable = mode === 'resetPassword' && Boolean(code)
  const unusable: SetPasswordState | null = usable
    ? null
    : {
        step: 'link-problem',
        message: code ? SET_PASSWORD_TEXTS.notForPassword : SET_PASSWORD_TEXTS.usedOrInvalid,
        newLinkHelps: true,
      }

  useEffect(() => {
    if (!usable || !code) return
    let current = true
    checkPasswordResetCode(code).then(
      (email) => {
        if (current)
          setState({ step: 'ready', email, saving: false, passwordError: null, error: null })
      },
      (error: unknown) => {
        if (!current) return
        console.error('No se pudo revisar el enlace para crear la contraseña', error)
        const problem = codeProblem(error, 'check')
        setState(
          problem.kind === 'link'
            ? { step: 'link-problem', message: problem.message, newLinkHelps: problem.newLinkHelps }
            : { step: 'check-failed', message: problem.message },
        )
      },
    )
    return () => {
      current = false
    }
  }, [usable, code, attempt])

  const retryCheck = useCallback(() => {
    setState({ step: 'checking' })
    setAttempt((count) => count + 1)
  }, [])

  const save = useCallback(
    async (password: string) => {
      if (state.step !== 'ready' || state.saving || !code) return
      const passwordError = newPasswordProblem(password)
      if (passwordError) {
        setState({ ...state, passwordError, error: null })
        return
      }
      const { email } = state
      setState({ ...state, saving: true, passwordError: null, error: null })
      try {
        await setPasswordWithCode(code, password)
        setState({ step: 'done', email })
      } catch (error) {
        console.error('No se pudo guardar la contraseña', error)
        const problem = codeProblem(error, 'save')
        setState(
          problem.kind === 'link'
            ? { step: 'link-problem', message: problem.message, newLinkHelps: problem.newLinkHelps }
            : {
                step: 'ready',
                email,
                saving: false,
                passwordError: problem.kind === 'password' ? problem.message : null,
                error: problem.kind === 'retry' ? problem.message : null,
              },
        )
      }
    },
    [state, code],
  )

  return { state: unusable ?? state, retryCheck, save }
}
