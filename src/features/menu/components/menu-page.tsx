import type { MenuName } from '@/config/pages'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { Spinner } from '@/components/feedback/spinner'
import { DeferredPageActions } from '@/components/share/deferred-page-actions'
import type { TodayList as TodayListData } from '@/lib/data/today-list'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { lazyOptional } from '@/lib/startup/lazy-optional'
import {
  FIRST_IMAGE_SLOT,
  FIRST_IMAGE_SPINNER,
  FIRST_TODAY_LIST,
} from '../first-look/first-image-slot'
import { useMenuImages } from '../hooks/use-menu-images'
import { TodayList, type TodayItemAction } from '../today/today-list'
import { menuImageAlt } from '../utils/menu-image-alt'
import { MenuImage } from './menu-image'
import { MENU_PAGES, menuShareText } from './menu-pages'

/** 12 of 12 columns on phones, 8 on small screens, 5 from medium up. */
const COLUMN_WIDTH = { xs: '100%', sm: `${(8 / 12) * 100}%`, md: `${(5 / 12) * 100}%` }

/** What search engines read of the menu: not needed to show it, so it comes after the page. */
const MenuStructuredData = lazyOptional(() =>
  import('./menu-structured-data').then((module) => module.MenuStructuredData),
)

/** Today's list following the counter while the page is open: its code comes after the page. */
const TodayFollower = lazyOptional(() =>
  import('../today/today-follower').then((module) => module.TodayFollower),
)

const LIST_SX = { alignItems: 'center', listStyle: 'none', p: 0, m: 0 }

export function MenuPage({
  category,
  todayAction,
  onTodayRead,
  children,
}: {
  category: MenuName
  /** What each row of today's list may end with (an order's 'Agregar'). */
  todayAction?: TodayItemAction
  /** Told each list of the day shown as just read (never the copy saved on the device). */
  onTodayRead?: (menu: MenuName, list: TodayListData) => void
  /** Drawn after the page's floating buttons (an order's bar). */
  children?: ReactNode
}) {
  const { state, retry, retrying } = useMenuImages(category)
  // [the list the page read, the newest the follower read since]
  const [followed, setFollowed] = useState<[TodayListData, TodayListData] | null>(null)
  const today = state.status === 'loaded' && followed?.[0] === state.today ? followed[1] : undefined
  const page = MENU_PAGES[category]
  const firstLook = useIsFirstLook()
  // The images below the first wait for it: on a weak connection it gets all the bandwidth.
  const [firstSettled, setFirstSettled] = useState(false)

  useEffect(() => {
    if (page.smoothScrollOnOpen) window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [page.smoothScrollOnOpen])

  return (
    <Box component="section" aria-labelledby={`menu-${category}`} sx={{ px: 2, py: 3 }}>
      <Typography
        id={`menu-${category}`}
        variant="h1"
        sx={{ textAlign: 'center', mb: 3, fontSize: { xs: '2rem', md: '2.5rem' } }}
      >
        {page.heading}
      </Typography>
      <DeferredPageActions menu={category} shareText={menuShareText(category)} />
      {children}
      {state.status === 'loading' && firstLook && (
        // Where the first look draws today's list, with the first image (show-today-list.ts).
        <div style={{ display: 'none' }} {...{ [FIRST_TODAY_LIST]: '' }} />
      )}
      {state.status === 'loading' && firstLook && (
        // The list's first place, hidden: the page's first image is shown in it before the app
        // runs (see first-image-preview.ts). A screen tall, like the spinner it replaces.
        <Stack
          component="ul"
          spacing={3}
          sx={LIST_SX}
          style={{ display: 'none', minHeight: '100vh' }}
          {...{ [FIRST_IMAGE_SLOT]: '' }}
        >
          <Box component="li" sx={{ width: COLUMN_WIDTH }} />
        </Stack>
      )}
      {state.status === 'loading' && (
        // At least a screen tall: what follows the menu stays below the fold until the images
        // arrive, so their arrival moves nothing the visitor sees.
        <Box
          sx={{ display: 'grid', placeItems: 'start center', pt: '25vh', minHeight: '100vh' }}
          {...(firstLook && { [FIRST_IMAGE_SPINNER]: '' })}
        >
          <Spinner aria-label={`Cargando el menú de ${category}`} />
        </Box>
      )}
      {state.status === 'failed' && (
        <RetryAlert severity="warning" onRetry={retry} sx={{ maxWidth: 560, mx: 'auto' }}>
          No pudimos cargar el menú. Revisa tu conexión e inténtalo de nuevo.
        </RetryAlert>
      )}
      {state.status === 'loaded' && state.offline && (
        <RetryAlert
          severity="info"
          onRetry={retry}
          retrying={retrying}
          sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}
        >
          Estás sin conexión: este menú puede no estar actualizado.
        </RetryAlert>
      )}
      {state.status === 'loaded' && (
        <div>
          <TodayList menu={category} list={today ?? state.today} action={todayAction} />
        </div>
      )}
      {state.status === 'loaded' && (
        <Suspense fallback={null}>
          <TodayFollower
            menu={category}
            shown={state.today}
            offline={state.offline}
            onFollow={setFollowed}
            onRead={onTodayRead}
          />
        </Suspense>
      )}
      {state.status === 'loaded' && state.images.length === 0 && (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 8 }}>
          Todavía no hay imágenes en este menú. Vuelve pronto.
        </Typography>
      )}
      {state.status === 'loaded' && (state.images.length > 0 || state.today.items.length > 0) && (
        <Suspense fallback={null}>
          <MenuStructuredData
            category={category}
            images={state.images}
            today={today ?? state.today}
          />
        </Suspense>
      )}
      {state.status === 'loaded' && state.images.length > 0 && (
        <Stack component="ul" spacing={3} sx={LIST_SX}>
          {state.images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ width: COLUMN_WIDTH }}>
              <MenuImage
                image={image}
                alt={menuImageAlt(image, page.fallbackAlt)}
                priority={index === 0}
                deferred={index > 0 && !firstSettled}
                onSettled={index === 0 ? () => setFirstSettled(true) : undefined}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  )
}
