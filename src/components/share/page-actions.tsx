import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { MenuName } from '@/config/pages'
import { menuOrderGreeting, whatsappChat } from '@/lib/shop/links'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { ShareButton } from './share-button'

export interface PageActionsProps {
  /** The line shared with the page's address, given the shop's name. */
  shareText: (shopName: string) => string
  /** A menu's page: 'Pedir por WhatsApp' too, when the shop has a WhatsApp number. */
  menu?: MenuName
}

/** WhatsApp's green, darkened until white text on it keeps a 5:1 contrast. */
const WHATSAPP_GREEN = '#0F7B3F'

const PILL = {
  minHeight: 48,
  px: { xs: 2, sm: 2.5 },
  borderRadius: 999,
  boxShadow: '0 6px 18px rgba(43, 26, 16, 0.28)',
} as const

/**
 * The page's floating buttons, in the lower right corner: fixed, so their arrival (after the
 * page has loaded, with the shop's settings read) moves nothing on screen. The order comes first
 * and sits in the corner; on a narrow phone 'Compartir' goes above it.
 */
export function PageActions({ shareText, menu }: PageActionsProps) {
  const settings = useShopSettings()
  return (
    <Box
      data-page-actions
      sx={{
        position: 'fixed',
        zIndex: 'speedDial',
        left: 12,
        right: { xs: 12, md: 24 },
        bottom: { xs: 'calc(12px + env(safe-area-inset-bottom))', md: 24 },
        display: 'flex',
        flexDirection: 'row-reverse',
        flexWrap: 'wrap-reverse',
        gap: 1,
        // Taps between and beside the buttons reach the page.
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
        // The footer ends with room for the buttons: its last line never hides behind them.
        'body:has(&) footer': { pb: 'calc(96px + env(safe-area-inset-bottom))' },
      }}
    >
      {menu && settings.whatsapp !== '' && (
        <Button
          href={whatsappChat(settings, menuOrderGreeting(settings, menu))}
          // The order's bar takes its place while an order is under way (order-bar.tsx).
          data-pedir-whatsapp
          target="_blank"
          rel="noopener"
          startIcon={<WhatsAppIcon />}
          sx={{
            ...PILL,
            bgcolor: WHATSAPP_GREEN,
            color: '#fff',
            '&:hover': { bgcolor: '#0B6232' },
          }}
        >
          Pedir por WhatsApp
        </Button>
      )}
      <ShareButton
        text={shareText(settings.nombre)}
        sx={{ ...PILL, bgcolor: '#fff', '&:hover': { bgcolor: '#FFF1E3' } }}
      />
    </Box>
  )
}
