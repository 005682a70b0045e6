import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { Spinner } from '@/components/feedback/spinner'
import { brand } from '@/config/theme'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { FIRST_IMAGE_SLOT } from '../first-look/first-image-slot'
import { useNewestMysteryImage, type MysteryState } from '../hooks/use-newest-mystery-image'
import { ConeMascot } from './cone-mascot'
import { MysteryImage } from './mystery-image'
import { EXPECTED_IMAGE_BOX } from './mystery-image-sizes'

const HEADING_ID = 'pagina-misteriosa'

const MYSTERY_TEXTS = {
  loading: 'Cargando...',
  slow: 'Está tardando más de lo normal. Revisa tu conexión: la sorpresa aparecerá en cuanto llegue.',
  empty: 'Todavía no hay ninguna sorpresa publicada. ¡Vuelve pronto!',
  failed: 'No pudimos cargar la sorpresa. Revisa tu conexión e inténtalo de nuevo.',
  stale: 'Perdimos la conexión: puede que esta no sea la sorpresa más reciente.',
} as const

/** Keeps the panel's height steady while there is no image yet. */
const LOADING_BOX_HEIGHT = { xs: 260, md: 440 }

interface PanelContentProps {
  state: MysteryState
  slow: boolean
  retry: () => void
}

function PanelContent({ state, slow, retry }: PanelContentProps) {
  const firstLook = useIsFirstLook()
  switch (state.status) {
    case 'loading':
      return (
        <Box
          // In the page's first look, the newest image replaces it before the app runs.
          {...(firstLook && { [FIRST_IMAGE_SLOT]: '' })}
          role="status"
          sx={{
            ...EXPECTED_IMAGE_BOX,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
          }}
        >
          <Spinner aria-hidden="true" sx={{ color: brand.orange }} />
          <Typography>{MYSTERY_TEXTS.loading}</Typography>
          {slow && (
            <Typography
              variant="body2"
              sx={{ textAlign: 'center', maxWidth: '36ch', opacity: 0.85 }}
            >
              {MYSTERY_TEXTS.slow}
            </Typography>
          )}
        </Box>
      )
    case 'empty':
      return (
        <Box sx={{ minHeight: LOADING_BOX_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <Typography role="status" sx={{ textAlign: 'center', maxWidth: '32ch' }}>
            {MYSTERY_TEXTS.empty}
          </Typography>
        </Box>
      )
    case 'shown':
      return <MysteryImage image={state.image} />
    case 'failed':
      return state.image ? (
        <>
          <MysteryImage image={state.image} />
          <RetryAlert severity="warning" onRetry={retry} sx={{ mt: 2 }}>
            {MYSTERY_TEXTS.stale}
          </RetryAlert>
        </>
      ) : (
        <Box sx={{ minHeight: LOADING_BOX_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <RetryAlert severity="error" onRetry={retry}>
            {MYSTERY_TEXTS.failed}
          </RetryAlert>
        </Box>
      )
  }
}

/** 'Página misteriosa': the shop's newest promotion, challenge or seasonal product, live. */
export function MysteryPage() {
  const { state, slow, retry } = useNewestMysteryImage()
  return (
    <Box
      component="section"
      aria-labelledby={HEADING_ID}
      sx={{ px: 2, pt: { xs: 3, md: 5 }, pb: { xs: 4, md: 6 } }}
    >
      <Box sx={{ maxWidth: 720, mx: 'auto', textAlign: 'center', mb: { xs: 3, md: 4 } }}>
        <Typography
          id={HEADING_ID}
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', md: '2.75rem' }, color: 'primary.main', mb: 1.5 }}
        >
          Página misteriosa
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: '1rem', md: '1.125rem' },
            color: 'text.secondary',
            textWrap: 'balance',
          }}
        >
          Espacio creado para hacer promociones, retos, actividades, productos de temporada
        </Typography>
      </Box>
      <Box
        sx={{
          maxWidth: 1040,
          mx: 'auto',
          bgcolor: brand.ink,
          backgroundImage: `radial-gradient(circle at 20% 15%, rgba(245, 124, 0, 0.28), transparent 55%)`,
          color: brand.cream,
          borderRadius: { xs: '24px', md: '32px' },
          px: { xs: 2, sm: 3, md: 5 },
          py: { xs: 3, md: 5 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 2fr) 3fr' },
          alignItems: 'center',
          gap: { xs: 2, md: 5 },
        }}
      >
        <Box sx={{ width: { xs: 120, sm: 170, md: '100%' }, maxWidth: 320, mx: 'auto' }}>
          <ConeMascot />
        </Box>
        <Box aria-live="polite" aria-busy={state.status === 'loading'}>
          <PanelContent state={state} slow={slow} retry={retry} />
        </Box>
      </Box>
    </Box>
  )
}
