import ShareIcon from '@mui/icons-material/Share'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { FirstLookTemplate } from '@/lib/startup/first-look-template'
import { ANSWERS_NOW } from '@/lib/startup/taps-before-app'
import { WhatsAppOrderButton, type PageActionsProps } from './page-actions'
import { PAGE_ACTIONS_SX, SHARE_SX } from './page-actions-look'
import { PAGE_ACTIONS_PART, SHOP_NAME } from './show-page-actions'

/**
 * The page's floating buttons in its first look, drawn by the entry once the shop's settings are
 * read (show-page-actions.ts): the app's buttons, with 'Compartir' answering a tap by itself.
 */
export function FirstLookPageActions({ shareText, menu }: PageActionsProps) {
  return (
    <FirstLookTemplate name={PAGE_ACTIONS_PART}>
      <Box
        data-page-actions
        data-menu={menu}
        data-share-text={shareText(SHOP_NAME)}
        sx={PAGE_ACTIONS_SX}
      >
        {menu && <WhatsAppOrderButton href="https://wa.me/" />}
        <Button startIcon={<ShareIcon />} sx={SHARE_SX} {...{ [ANSWERS_NOW]: '' }}>
          Compartir
        </Button>
      </Box>
    </FirstLookTemplate>
  )
}
