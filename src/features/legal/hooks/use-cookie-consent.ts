import { useCallback, useEffect, useState } from 'react'
import {
  COOKIE_CONSENT_KEY,
  readCookieConsent,
  writeCookieConsent,
  type CookieChoice,
} from '../cookie-consent'

/** The stored cookie choice, read on mount, kept in step with other tabs, and its setter. */
export function useCookieConsent() {
  const [consent, setConsent] = useState(readCookieConsent)
  const [saveFailed, setSaveFailed] = useState(false)

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COOKIE_CONSENT_KEY) setConsent(readCookieConsent())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const choose = useCallback((choice: CookieChoice) => {
    try {
      writeCookieConsent(choice)
      setConsent(choice)
      setSaveFailed(false)
    } catch (error) {
      console.error('No se pudo guardar la preferencia de cookies', error)
      setSaveFailed(true)
    }
  }, [])

  return { consent, choose, saveFailed }
}
