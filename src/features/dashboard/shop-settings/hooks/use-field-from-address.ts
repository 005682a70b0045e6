import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * `/dashboard/tienda?campo=whatsapp` (a line of the home screen's 'Lista para abrir'): once the
 * form is on screen, its field of that name (or the first control of its section of that id,
 * `horario`) comes into view, focused.
 */
export function useFieldFromAddress(ready: boolean): void {
  const [params] = useSearchParams()
  const campo = params.get('campo')
  useEffect(() => {
    if (!ready || !campo) return
    const target =
      document.querySelector<HTMLElement>(`form [name="${CSS.escape(campo)}"]`) ??
      document.getElementById(campo)?.querySelector<HTMLElement>('input, button')
    if (!target) return
    target.scrollIntoView({ block: 'center' })
    target.focus({ preventScroll: true })
  }, [ready, campo])
}
