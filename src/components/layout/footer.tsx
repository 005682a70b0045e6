import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { LogoMark } from '@/components/brand/logo-mark'
import { PaymentBlock } from '@/components/shop/payment-block'
import { LEGAL_LINKS } from '@/config/navigation'
import { shop } from '@/config/shop'
import { headingFont } from '@/config/theme'
import { hoursText, localTime, weeklyHours } from '@/lib/shop/opening-hours'
import { addDays, calendarDateText } from '@/lib/shop/dates'
import { fullAddress, SHOP_HREFS } from '@/lib/shop/links'
import { orderSettingsOf } from '@/lib/shop/order-settings'
import { parseEspecial, SOCIAL_NETWORKS, type ShopSettings } from '@/lib/shop/settings'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { OpenNow } from './open-now'

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

const linkSx = { color: '#FFE7CF', textDecorationColor: 'rgba(255, 231, 207, 0.5)' }

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" sx={{ fontFamily: headingFont, fontSize: '1.35rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** How far ahead the footer lists closures and special hours. */
const SPECIAL_DAYS_AHEAD = 45

/** Today's 'Cerrado hoy' and the closures and special hours of the coming weeks, by date. */
function upcomingSpecialDays(settings: ShopSettings, now: Date) {
  const today = localTime(now, shop.utcOffsetMinutes).date
  const until = addDays(today, SPECIAL_DAYS_AHEAD)
  const days = settings.especiales
    .map(parseEspecial)
    .filter(({ fecha }) => fecha >= today && fecha <= until && fecha !== settings.cerradoHoy)
  if (settings.cerradoHoy === today) days.push({ fecha: today, horas: '' })
  return days
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .map(({ fecha, horas }) => ({
      fecha,
      dia: fecha === today ? 'Hoy' : calendarDateText(fecha),
      horario: hoursText(horas),
    }))
}

const rowSx = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 } as const

export function Footer({ flush = false }: { flush?: boolean }) {
  const settings = useShopSettings()
  const now = new Date()
  const year = now.getFullYear()
  const specialDays = upcomingSpecialDays(settings, now)
  const redes = SOCIAL_NETWORKS.filter(({ key }) => settings.redes[key] !== '')
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#3A1D0C', color: '#FFF8F0', pt: flush ? 0 : 6, pb: 4, mt: flush ? 0 : 6 }}
    >
      <Container maxWidth="lg" sx={{ pt: flush ? 4 : 0 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
            rowGap: 4,
            // Eleven gaps of 32 px would not fit a 320 or 360 px phone, where every part spans
            // the whole row anyway.
            columnGap: { xs: 0, sm: 4 },
          }}
        >
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 3' } }}>
            <MuiLink
              component={RouterLink}
              to="/"
              aria-label={`${settings.nombre}: inicio`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, ...linkSx }}
            >
              <LogoMark size={56} />
              <Box component="span" sx={{ fontFamily: headingFont, fontSize: '1.5rem' }}>
                {settings.nombre}
              </Box>
            </MuiLink>
            <Box sx={{ mt: 2 }}>
              <OpenNow settings={settings} />
            </Box>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6', md: 'span 3' } }}>
            <Section title="Horario">
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {weeklyHours(settings).map((h) => (
                  <Box component="li" key={h.key} sx={rowSx}>
                    <span>{h.dia}</span>
                    <span>{h.horario}</span>
                  </Box>
                ))}
              </Box>
              {specialDays.length > 0 && (
                <>
                  <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
                    Fechas especiales
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {specialDays.map((day) => (
                      <Box component="li" key={day.fecha} sx={rowSx}>
                        <span>{day.dia}</span>
                        <span>{day.horario}</span>
                      </Box>
                    ))}
                  </Box>
                </>
              )}
            </Section>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6', md: 'span 3' } }}>
            <Section title="Visítanos">
              <Typography component="address" sx={{ fontStyle: 'normal', mb: 1 }}>
                {fullAddress(settings)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                <li>
                  <MuiLink href={SHOP_HREFS.mapa(settings)} {...external} sx={linkSx}>
                    Cómo llegar
                  </MuiLink>
                </li>
                {settings.telefono !== '' && (
                  <li>
                    <MuiLink href={SHOP_HREFS.tel(settings)} sx={linkSx}>
                      {settings.telefono}
                    </MuiLink>
                  </li>
                )}
                {settings.whatsapp !== '' && (
                  <li>
                    <MuiLink href={SHOP_HREFS.whatsapp(settings)} {...external} sx={linkSx}>
                      Escríbenos por WhatsApp
                    </MuiLink>
                  </li>
                )}
              </Box>
              {orderSettingsOf(settings).pedidos && settings.pagos !== '' && (
                <>
                  <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
                    Cómo pagar
                  </Typography>
                  <PaymentBlock settings={settings} />
                </>
              )}
              {redes.length > 0 && (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
                  {redes.map(({ key, name }) => (
                    <li key={key}>
                      <MuiLink href={settings.redes[key]} {...external} sx={linkSx}>
                        {name}
                      </MuiLink>
                    </li>
                  ))}
                </Box>
              )}
            </Section>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6', md: 'span 3' } }}>
            <Section title="Información">
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {LEGAL_LINKS.map((l) => (
                  <Box component="li" key={l.to} sx={{ py: 0.25 }}>
                    <MuiLink component={RouterLink} to={l.to} sx={linkSx}>
                      {l.label}
                    </MuiLink>
                  </Box>
                ))}
                <Box component="li" sx={{ py: 0.25 }}>
                  <MuiLink component={RouterLink} to="/login" sx={linkSx}>
                    Admin
                  </MuiLink>
                </Box>
              </Box>
            </Section>
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,248,240,0.2)', textAlign: 'center' }}
        >
          © {year} {settings.nombre}. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  )
}
