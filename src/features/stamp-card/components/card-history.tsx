import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { shop } from '@/config/shop'
import type { CardEvent } from '@/lib/stamp-card/card'
import { STAMP_CARD_TEXT } from '../texts'

/** The history shown: the newest entries first. */
const SHOWN = 30

const dateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: shop.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

const what = (event: CardEvent) =>
  event.tipo === 'traslado'
    ? STAMP_CARD_TEXT.event.traslado(event.de ?? '', event.sellos ?? 0)
    : STAMP_CARD_TEXT.event[event.tipo]

/** The dates of the card's stamps, rewards and moves. */
export function CardHistory({ events }: { events: readonly CardEvent[] }) {
  const headingId = useId()
  const newest = [...events].reverse().slice(0, SHOWN)
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {STAMP_CARD_TEXT.historyHeading}
      </Typography>
      {newest.length === 0 ? (
        <Typography variant="body2">{STAMP_CARD_TEXT.noHistory}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {newest.map((event, index) => (
            <Box
              component="li"
              key={`${String(event.fecha)}-${String(index)}`}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
            >
              <Typography sx={{ fontWeight: event.tipo === 'sello' ? 500 : 700 }}>
                {what(event)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {dateTime.format(event.fecha)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
