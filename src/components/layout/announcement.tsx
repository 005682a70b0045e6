import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined'
import Box from '@mui/material/Box'
import { isAnnouncementShown } from '@/lib/shop/announcement'
import type { ShopSettings } from '@/lib/shop/settings'
import { FirstLookTemplate } from '@/lib/startup/first-look-template'
import { ANNOUNCEMENT_PART, ANNOUNCEMENT_TEXT } from './show-announcement'

/** The strip itself, as the app and the first look (its template) both draw it. */
function AnnouncementStrip({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-label="Aviso de la tienda"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        bgcolor: '#8F3600',
        color: '#fff',
        fontSize: { xs: '0.85rem', md: '0.95rem' },
        fontWeight: 600,
        textAlign: 'center',
        lineHeight: 1.35,
      }}
    >
      <CampaignOutlinedIcon fontSize="small" aria-hidden />
      <span {...{ [ANNOUNCEMENT_TEXT]: '' }}>{text}</span>
    </Box>
  )
}

/**
 * The staff's short notice, a strip under the fixed header: it arrives with the settings, after
 * the first look, and since the header is fixed, nothing on the page moves when it does.
 */
export function Announcement({ settings, now }: { settings: ShopSettings; now?: Date }) {
  if (!isAnnouncementShown(settings, now)) return null
  return <AnnouncementStrip text={settings.anuncio.texto} />
}

/** The strip in a page's first look, drawn by the entry when there is a notice (show-announcement.ts). */
export function FirstLookAnnouncement() {
  return (
    <FirstLookTemplate name={ANNOUNCEMENT_PART}>
      <AnnouncementStrip text="" />
    </FirstLookTemplate>
  )
}
