import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { RetryAlert } from '@/components/feedback/retry-alert'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import type { GalleryState } from '../hooks/use-gallery'
import { FREE_CONE_TEXT } from '../messages'
import { visuallyHidden } from '@/components/a11y/visually-hidden'

/** The specification's gallery: two columns of images cropped to a fixed height. */
const TILE_HEIGHT = 300

// Phones: two tall tiles, which suit story screenshots. From 900 px: about 300 x 300.
const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: { xs: 1, md: 2 },
  maxWidth: { md: 2 * TILE_HEIGHT + 16 },
  listStyle: 'none',
  p: 0,
  mx: 'auto',
  my: 0,
} as const

/** One approved picture: the gallery's own copy of what the staff saw (no number is shown). */
function GalleryTile({ image }: { image: FreeConeEntry }) {
  return (
    <Box
      component="li"
      sx={{ position: 'relative', height: TILE_HEIGHT, borderRadius: 3, overflow: 'hidden' }}
    >
      <Box
        component="img"
        crossOrigin="anonymous"
        src={image.url}
        alt="Pantallazo de un cliente"
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          bgcolor: '#FFE7CF',
        }}
      />
    </Box>
  )
}

interface FreeConeGalleryProps {
  state: GalleryState
  onRetry: () => void
  onMore: () => void
  /** The last 'Ver más fotos' failed. */
  moreFailed: boolean
}

/** 'Así disfrutan nuestros clientes…': the approved screenshots, newest first, page by page. */
export function FreeConeGallery({ state, onRetry, onMore, moreFailed }: FreeConeGalleryProps) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ textAlign: 'center', mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {FREE_CONE_TEXT.galleryHeading}
      </Typography>

      {state.status === 'loading' && (
        <Box role="status" aria-live="polite">
          <Typography sx={visuallyHidden}>Cargando imágenes...</Typography>
          <Box sx={gridSx} aria-hidden>
            {[0, 1, 2, 3].map((tile) => (
              <Skeleton
                key={tile}
                variant="rounded"
                height={TILE_HEIGHT}
                sx={{ borderRadius: 3, bgcolor: '#FFE7CF' }}
              />
            ))}
          </Box>
        </Box>
      )}

      {state.status === 'failed' && (
        <RetryAlert severity="warning" onRetry={onRetry} sx={{ maxWidth: 560, mx: 'auto' }}>
          No pudimos cargar las imágenes de nuestros clientes. Revisa tu conexión e inténtalo de
          nuevo.
        </RetryAlert>
      )}

      {state.status === 'loaded' && state.images.length === 0 && (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>
          Todavía no hay imágenes de clientes. ¡Sé el primero en compartir la tuya!
        </Typography>
      )}

      {state.status === 'loaded' && state.images.length > 0 && (
        <Box component="ul" sx={gridSx}>
          {state.images.map((image) => (
            <GalleryTile key={image.id} image={image} />
          ))}
        </Box>
      )}

      {state.status === 'loaded' && moreFailed && (
        <Typography role="alert" sx={{ textAlign: 'center', mt: 2, color: 'error.dark' }}>
          {FREE_CONE_TEXT.moreFailed}
        </Typography>
      )}
      {state.status === 'loaded' && state.more && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" size="large" onClick={onMore} disabled={state.loadingMore}>
            {state.loadingMore ? FREE_CONE_TEXT.moreLoading : FREE_CONE_TEXT.more}
          </Button>
        </Box>
      )}
    </Box>
  )
}
