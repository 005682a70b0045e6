import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { startTransition, useEffect, useId, useRef, useState } from 'react'
import { afterLoad } from '@/lib/startup/after-load'
import { NEEDS_APP_PART } from '@/lib/startup/app-demand'
import { useIsFirstLook } from '@/lib/startup/first-look'
import type { OpinionForm } from './opinion-form'

type OpinionFormComponent = typeof OpinionForm

/**
 * The empty form's box sizes in px, so that nothing moves when it replaces the placeholder: the
 * three-row field (3 × 23 + 2 × 16.5), its counter line below (3 + 0.75rem × 1.66), the 16 px
 * gap and the large button.
 */
const FIELD_HEIGHT = 102
const COUNTER_HEIGHT = 22.92
const GAP = 16
const BUTTON_HEIGHT = 42.25

let loaded: OpinionFormComponent | null = null
let pending: Promise<OpinionFormComponent> | undefined

function loadForm(): Promise<OpinionFormComponent> {
  pending ??= import('./opinion-form').then(
    (module) => (loaded = module.OpinionForm),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/**
 * The shared opinion form at the bottom of the pages, kept out of the first download: its
 * heading shows at once, above a placeholder of the form's size, and the form (MUI's input parts)
 * is fetched after the page has loaded, once the visitor comes within a screen of it: a visitor
 * who only looks at the menu never spends data or a slow phone's time on it.
 */
export function DeferredOpinionForm() {
  const [Form, setForm] = useState<OpinionFormComponent | null>(() => loaded)
  const sectionRef = useRef<HTMLElement>(null)
  const headingId = useId()
  const firstLook = useIsFirstLook()

  useEffect(() => {
    if (Form) return
    let active = true
    let loading = false
    const start = () => {
      if (loading) return
      loading = true
      loadForm().then(
        (component) => {
          // A transition: React renders the form in short slices, not one long pause.
          if (active) startTransition(() => setForm(() => component))
        },
        (error: unknown) => {
          // Lost on a weak connection: scrolling near again or coming back online retries.
          console.error('No se pudo cargar el formulario de opinión', error)
          loading = false
        },
      )
    }
    window.addEventListener('online', start)
    let observer: IntersectionObserver | undefined
    // Nothing before the load: until then a page's own content (a menu still loading, say) can
    // leave the placeholder within a screen of view, and the form would compete with it.
    const cancelAfterLoad = afterLoad(() => {
      const section = sectionRef.current
      if (!section || typeof IntersectionObserver !== 'function') {
        start()
        return
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start()
        },
        { rootMargin: '0px 0px 100% 0px' },
      )
      observer.observe(section)
    })
    return () => {
      active = false
      cancelAfterLoad()
      window.removeEventListener('online', start)
      observer?.disconnect()
    }
  }, [Form])

  if (Form) return <Form />
  // The section, heading and text that OpinionForm renders, with the room its form takes. In a
  // page's first look, only the app draws the form: it needs the app once on screen.
  return (
    <Box
      ref={sectionRef}
      component="section"
      aria-labelledby={headingId}
      {...(firstLook && { [NEEDS_APP_PART]: '0px' })}
      sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}
    >
      <Typography id={headingId} variant="h2" component="h2" gutterBottom>
        Nos importa mucho lo que piensas
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Te agradecemos una opinión o sugerencia
      </Typography>
      <Box aria-hidden="true" sx={{ height: FIELD_HEIGHT + COUNTER_HEIGHT + GAP + BUTTON_HEIGHT }}>
        <Box sx={{ height: FIELD_HEIGHT + COUNTER_HEIGHT, bgcolor: 'background.paper' }}>
          <Box
            sx={{ height: FIELD_HEIGHT, border: '1px solid rgba(0, 0, 0, 0.23)', borderRadius: 1 }}
          />
        </Box>
      </Box>
    </Box>
  )
}
