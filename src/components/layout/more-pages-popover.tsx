import MoreVertIcon from '@mui/icons-material/MoreVert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useId } from 'react'
import { EXTRA_PAGES } from '@/config/navigation'
import { HEADER_HEIGHT } from '@/config/theme'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

/**
 * The three-dots button of a page's first look (the HTML file, before the app has run): the
 * browser's own popover opens the extra pages as plain links, with no script at all, so a tap
 * on a cheap phone answers at once and loads the next page's own HTML file. The app's first
 * render replaces it with the dropdown of more-pages-menu.tsx.
 */
export function MorePagesPopover() {
  const id = useId()
  const settings = useShopSettings()
  return (
    <>
      <IconButton
        aria-label="Más páginas"
        aria-haspopup="true"
        popoverTarget={id}
        sx={{ color: 'text.primary' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Box
        component="nav"
        id={id}
        popover="auto"
        aria-label="Más páginas"
        // No `display` here: the browser hides a closed popover with display: none.
        sx={{
          position: 'fixed',
          inset: 'auto',
          top: { xs: HEADER_HEIGHT.xs - 8, md: HEADER_HEIGHT.md - 8 },
          right: { xs: 8, md: 32 },
          m: 0,
          p: 0,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 8,
        }}
      >
        {EXTRA_PAGES.map((page) => (
          <Box
            key={page.to}
            component="a"
            href={page.to}
            // A page the shop can switch off: hidden while off, shown by patchFirstLook once on.
            data-ajuste-si={page.when}
            hidden={page.when !== undefined && settings[page.when] !== 'si'}
            sx={{
              display: 'flex',
              '&[hidden]': { display: 'none' },
              alignItems: 'center',
              minHeight: 48,
              px: 2,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            {page.label}
          </Box>
        ))}
      </Box>
    </>
  )
}
