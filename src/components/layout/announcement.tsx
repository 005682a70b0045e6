import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined'
import Box from '@mui/material/Box'
import { isAnnouncementShown } from '@/lib/shop/announcement'
import type { ShopSettings } from '@/lib/shop/settings'

/**
 * The staff's short notice, a strip under the fixed header: it arrives with the settings, after
 * the first look, and since the header is fixed, nothing on the page moves when it does.
 */
export function Announcement({ settings, now }: { settings: ShopSettings; now?: Date }) {
  if (!isAnnouncementShown(settings, now)) return null
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
      <span>{settings.anuncio.texto}</span>
    </Box>
  )
}
