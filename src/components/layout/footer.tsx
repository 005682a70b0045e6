import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { LogoMark } from '@/components/brand/logo-mark'
import { LEGAL_LINKS } from '@/config/navigation'
import { fullAddress, shop } from '@/config/shop'
import { headingFont } from '@/config/theme'
import { OpenNow } from './open-now'

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

export function Footer({ flush = false }: { flush?: boolean }) {
  const year = new Date().getFullYear()
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#3A1D0C', color: '#FFF8F0', pt: flush ? 0 : 6, pb: 4, mt: flush ? 0 : 6 }}
    >
      <Container maxWidth="lg" sx={{ pt: flush ? 4 : 0 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 4 }}>
          <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 3' } }}>
            <MuiLink
              component={RouterLink}
              to="/"
              aria-label={`${shop.product}: inicio`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, ...linkSx }}
            >
              <LogoMark size={56} />
              <Box component="span" sx={{ fontFamily: headingFont, fontSize: '1.5rem' }}>
                {shop.product}
              </Box>
            </MuiLink>
            <Box sx={{ mt: 2 }}>
              <OpenNow />
            </Box>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6', md: 'span 3' } }}>
            <Section title="Horario">
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {shop.openingHours.map((h) => (
                  <Box
                    component="li"
                    key={h.codigo}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
                  >
                    <span>{h.dia}</span>
                    <span>{h.horario}</span>
                  </Box>
                ))}
              </Box>
            </Section>
          </Box>
          <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6', md: 'span 3' } }}>
            <Section title="Visítanos">
              <Typography component="address" sx={{ fontStyle: 'normal', mb: 1 }}>
                {fullAddress}
              </Typography>
              <MuiLink href={`tel:${shop.phone.replace(/\s+/g, '')}`} sx={linkSx}>
                {shop.phone}
              </MuiLink>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
                {shop.social.map((s) => (
                  <li key={s.nombre}>
                    <MuiLink href={s.url} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                      {s.nombre}
                    </MuiLink>
                  </li>
                ))}
              </Box>
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
          © {year} {shop.product}. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  )
}
