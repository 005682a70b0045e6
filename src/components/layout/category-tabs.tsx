import FastfoodIcon from '@mui/icons-material/Fastfood'
import IcecreamIcon from '@mui/icons-material/Icecream'
import LocalDrinkIcon from '@mui/icons-material/LocalDrink'
import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { SITE_PAGES, type MenuName } from '@/config/pages'
import { brand } from '@/config/theme'
import { activeCategory } from './active-category'
import { firstLookHighlightPlace, TAB_HIGHLIGHT } from './first-look-highlight'

const ICONS: Record<MenuName, typeof FastfoodIcon> = {
  comidas: FastfoodIcon,
  helados: IcecreamIcon,
  bebidas: LocalDrinkIcon,
}

/** The page table's tabs: the menus. */
const TABS = SITE_PAGES.flatMap(({ nav, menu, path, title }) =>
  nav === 'tabs' && menu ? [{ id: menu, to: path, label: title, Icon: ICONS[menu] }] : [],
)

interface Highlight {
  left: number
  width: number
  /** False on the first placement: the highlight then fades in where it belongs. */
  slides: boolean
}

/** Screens too narrow for the switcher's usual tabs beside the logo and the 'Más páginas' button. */
const NARROW_PHONE = '@media (max-width: 379.95px)'
const SMALLEST_PHONE = '@media (max-width: 339.95px)'

/** The pill-shaped switcher; its highlight slides to the active tab, measured from the tab. */

export function CategoryTabs() {
  const active = activeCategory(useLocation().pathname)
  const listRef = useRef<HTMLUListElement>(null)
  // Where the first look placed it, if it did: it stays there while the app takes the page over.
  const [highlight, setHighlight] = useState<Highlight | null>(() => {
    const place = firstLookHighlightPlace()
    return place && { ...place, slides: false }
  })

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => {
      const tab = active ? list.querySelector<HTMLElement>(`[data-tab="${active}"]`) : null
      const place = tab ? { left: tab.offsetLeft, width: tab.offsetWidth } : null
      setHighlight((previous) => (place ? { ...place, slides: previous !== null } : null))
    }
    window.addEventListener('resize', measure)
    // Fonts that arrive later change the tabs' widths. Fonts already there need no wait: the
    // promise would measure at once, laying the page out inside React's effects.
    if (document.fonts?.status === 'loading') void document.fonts.ready.then(measure)
    // A resize observer reports once the list has been laid out (and whenever its size changes),
    // so the tab is read without making the browser lay the page out ahead of time.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    if (observer) observer.observe(list)
    else measure()
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [active])

  return (
    <Box component="nav" aria-label="Menús">
      <Box
        component="ul"
        ref={listRef}
        sx={{
          position: 'relative',
          display: 'flex',
          m: 0,
          p: 0.5,
          listStyle: 'none',
          borderRadius: 999,
          bgcolor: 'rgba(255, 255, 255, 0.9)',
          border: '1px solid rgba(191, 72, 0, 0.25)',
          boxShadow: '0 2px 10px rgba(43, 26, 16, 0.08)',
        }}
      >
        <Box
          component="li"
          aria-hidden="true"
          data-testid="tab-highlight"
          {...{ [TAB_HIGHLIGHT]: '' }}
          // The measured place and its motion go in `style`: a new class per measurement would
          // mean compiling and inserting CSS on every switch.
          style={{
            left: highlight?.left ?? 0,
            width: highlight?.width ?? 0,
            opacity: highlight ? 1 : 0,
            transition: highlight?.slides
              ? 'left 0.5s ease, width 0.5s ease, opacity 0.2s'
              : 'opacity 0.2s',
          }}
          sx={{
            position: 'absolute',
            top: 4,
            bottom: 4,
            borderRadius: 999,
            bgcolor: brand.orange,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none !important' },
          }}
        />
        {TABS.map(({ id, to, label, Icon }) => (
          <Box component="li" key={id} data-tab={id} sx={{ position: 'relative' }}>
            <Box
              component={Link}
              to={to}
              aria-current={active === id ? 'page' : undefined}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: 'center',
                justifyContent: 'center',
                gap: { xs: 0, md: 1 },
                // Fixed widths: the switcher keeps its size when the web font replaces the
                // fallback, so nothing in the header moves. Narrower on small phones (360 and
                // 320 px wide), where the logo, the switcher and 'Más páginas' must fit in one row.
                width: { xs: 84, md: 148 },
                px: 1,
                [NARROW_PHONE]: { width: 76 },
                [SMALLEST_PHONE]: { width: 64, px: 0.5 },
                py: { xs: 0.5, md: 1 },
                borderRadius: 999,
                color: 'text.primary',
                fontWeight: 600,
                fontSize: { xs: '0.75rem', md: '0.95rem' },
                textDecoration: 'none',
                lineHeight: 1.3,
                '&:focus-visible': { outline: `3px solid ${brand.darkOrange}`, outlineOffset: 2 },
              }}
            >
              <Icon fontSize="small" aria-hidden="true" />
              {label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
