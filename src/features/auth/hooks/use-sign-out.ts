import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { signOutUser } from '../api/auth-client'

/** Signs out and goes to the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await signOutUser()
    } catch (error) {
      console.error('No se pudo cerrar la sesión', error)
    }
    await navigate('/login', { replace: true })
  }, [navigate])
}
