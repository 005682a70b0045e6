import IcecreamIcon from '@mui/icons-material/Icecream'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { DeferredPageActions } from '@/components/share/deferred-page-actions'
import { ShopText } from '@/components/shop/shop-text'
import { brand } from '@/config/theme'
import { NEEDS_APP_PART } from '@/lib/startup/app-demand'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { useNearScreen } from '@/lib/startup/use-near-screen'
import { useFreeConeGallery } from '../hooks/use-gallery'
import { useOwnNumbers } from '../hooks/use-own-numbers'
import { FREE_CONE_TEXT } from '../messages'
import { FreeConeGallery } from './gallery'
import { OwnNumbers } from './own-numbers'
import { UploadBox } from './upload-box'

const STEPS = [
  'Sube tu historia en cualquier red social',
  'Toma un pantallazo',
  'Compártelo aquí y recibe tu número',
]

/** How to win, in the brand's dark orange: white text keeps a 5:1 contrast on it. */
function HowToWin() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 4,
        p: { xs: 3, md: 5 },
        color: '#fff',
        background: `linear-gradient(145deg, ${brand.darkOrange} 0%, #8F3600 100%)`,
        height: { md: '100%' },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <IcecreamIcon
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -18, md: -30 },
          bottom: { xs: -18, md: -30 },
          fontSize: { xs: 120, md: 220 },
          opacity: 0.14,
          transform: 'rotate(-18deg)',
        }}
      />
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '2rem', sm: '2.3rem', md: '2.9rem' }, mb: { xs: 1.5, md: 2.5 } }}
      >
        {FREE_CONE_TEXT.heading}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, lineHeight: 1.5 }}>
        {FREE_CONE_TEXT.instructionBefore}
        <ShopText value="nombre" />
        {FREE_CONE_TEXT.instructionAfter}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: { sm: 3, md: 4 },
          // On phones the instruction says it all: the upload box stays within the first screen.
          display: { xs: 'none', sm: 'grid' },
          gap: 1.25,
        }}
      >
        {STEPS.map((step, index) => (
          <Box
            component="li"
            key={step}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, position: 'relative' }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                flex: 'none',
                display: 'grid',
                placeItems: 'center',
                width: 30,
                height: 30,
                borderRadius: '50%',
                bgcolor: '#fff',
                color: brand.darkOrange,
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {step}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/** The gallery is read once this much of it is on screen: about its heading. */
const GALLERY_HEADING_SHOWN = '-100px'

/**
 * /cono-gratis. Phones: how to win, the upload box and the gallery, one below the other.
 * From 900 px: how to win beside the upload box, the gallery below both.
 */
export function FreeConePage() {
  const galleryRef = useRef<HTMLDivElement>(null)
  // On phones the gallery starts at the first screen's bottom edge: it is read once the visitor
  // scrolls its heading into view, so one who only sends a picture spends no data on it.
  const gallery = useFreeConeGallery(useNearScreen(galleryRef, GALLERY_HEADING_SHOWN))
  const own = useOwnNumbers()
  const firstLook = useIsFirstLook()
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2.5, md: 4 },
          alignItems: 'stretch',
        }}
      >
        <HowToWin />
        <UploadBox onUploaded={(image) => own.remember(image.numero)} />
      </Box>
      <DeferredPageActions shareText={FREE_CONE_TEXT.share} />
      <OwnNumbers state={own.state} onRetry={own.retry} />
      <Box
        ref={galleryRef}
        // In the page's first look only the app reads and draws the gallery.
        {...(firstLook && { [NEEDS_APP_PART]: GALLERY_HEADING_SHOWN })}
        sx={{ mt: { xs: 5, md: 8 }, maxWidth: 960, mx: 'auto' }}
      >
        <FreeConeGallery
          state={gallery.state}
          onRetry={gallery.retry}
          onMore={gallery.loadMore}
          moreFailed={gallery.moreFailed}
        />
      </Box>
    </Container>
  )
}
