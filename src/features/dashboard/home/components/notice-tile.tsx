import Typography from '@mui/material/Typography'
import CampaignIcon from '@mui/icons-material/Campaign'
import { isAnnouncementShown } from '@/lib/shop/announcement'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { SHOP_PATH } from '../../shared/sections'
import { HomeTile } from './home-tile'

const dayFormat = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Bogota',
})

/** 'YYYY-MM-DD' on the shop's calendar as 'sábado, 29 de noviembre'. */
const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00-05:00`))

/** The notice at the top of every public page, if one shows today; Tienda edits it. */
export function NoticeTile() {
  const settings = useShopSettings()
  const { texto, hasta } = settings.anuncio
  const shown = isAnnouncementShown(settings)
  return (
    <HomeTile to={SHOP_PATH} title="Aviso" icon={<CampaignIcon />}>
      {shown ? (
        <>
          <Typography
            component="span"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              color: 'text.primary',
              fontSize: '1rem',
              whiteSpace: 'pre-wrap',
            }}
          >
            «{texto.trim()}»
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
            {hasta === ''
              ? 'Se muestra hasta que lo quites.'
              : `Se muestra hasta el ${dayText(hasta)}.`}
          </Typography>
        </>
      ) : (
        <Typography component="span" variant="body2">
          {texto.trim() !== '' && hasta !== ''
            ? `Ninguno hoy: el último terminó el ${dayText(hasta)}.`
            : 'Ninguno. Escribe uno en Tienda.'}
        </Typography>
      )}
    </HomeTile>
  )
}
