import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { MenuName } from '@/config/pages'
import { menuOrderGreeting, whatsappChat } from '@/lib/shop/links'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { PAGE_ACTIONS_SX, SHARE_SX, WHATSAPP_SX } from './page-actions-look'
import { ShareButton } from './share-button'

export interface PageActionsProps {
  /** The line shared with the page's address, given the shop's name. */
  shareText: (shopName: string) => string
  /** A menu's page: 'Pedir por WhatsApp' too, when the shop has a WhatsApp number. */
  menu?: MenuName
}

/** 'Pedir por WhatsApp', a chat with the shop about the menu (the order's bar takes its place). */
export function WhatsAppOrderButton({ href }: { href: string }) {
  return (
    <Button
      href={href}
      // The order's bar takes its place while an order is under way (order-bar.tsx).
      data-pedir-whatsapp
      target="_blank"
      rel="noopener"
      startIcon={<WhatsAppIcon />}
      sx={WHATSAPP_SX}
    >
      Pedir por WhatsApp
    </Button>
  )
}

/**
 * The page's floating buttons, in the lower right corner: fixed, so their arrival (after the
 * page has loaded, with the shop's settings read) moves nothing on screen. The order comes first
 * and sits in the corner; on a narrow phone 'Compartir' goes above it.
 */
export function PageActions({ shareText, menu }: PageActionsProps) {
  const settings = useShopSettings()
  return (
    <Box data-page-actions sx={PAGE_ACTIONS_SX}>
      {menu && settings.whatsapp !== '' && (
        <WhatsAppOrderButton href={whatsappChat(settings, menuOrderGreeting(settings, menu))} />
      )}
      <ShareButton text={shareText(settings.nombre)} sx={SHARE_SX} />
    </Box>
  )
}
