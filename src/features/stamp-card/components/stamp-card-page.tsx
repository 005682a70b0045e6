import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { Spinner } from '@/components/feedback/spinner'
import { brand } from '@/config/theme'
import { rewardsTaken } from '@/lib/stamp-card/card-state'
import { stampCardSettingsOf, type StampCard, type StampCardSettings } from '@/lib/stamp-card/card'
import { useSettingsRead } from '@/lib/shop/use-shop-settings'
import { useOwnCard } from '../hooks/use-own-card'
import { STAMP_CARD_TEXT } from '../texts'
import { CardHistory } from './card-history'
import { CardQr } from './card-qr'
import { StampRow } from './stamp-row'

/** 'Tu tarjeta de sellos': the visitor's card, made on the first visit, live while open. */
export function StampCardPage() {
  const read = useSettingsRead()
  const settings = read.status === 'ready' ? stampCardSettingsOf(read.data.settings) : null
  const [attempt, setAttempt] = useState(0)
  const own = useOwnCard(settings?.on === true, attempt)
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
        {STAMP_CARD_TEXT.heading}
      </Typography>
      {read.status === 'failed' ? (
        <RetryAlert severity="error" onRetry={() => window.location.reload()}>
          {STAMP_CARD_TEXT.failed}
        </RetryAlert>
      ) : settings === null || (settings.on && own.status === 'loading') ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} role="status">
          <Spinner size={28} />
          <Typography>{STAMP_CARD_TEXT.loading}</Typography>
        </Box>
      ) : !settings.on ? (
        <CardOff />
      ) : own.status === 'ready' ? (
        <CardShown card={own.card} settings={settings} />
      ) : (
        <RetryAlert severity="error" onRetry={() => setAttempt((count) => count + 1)}>
          {own.status === 'crowd' ? STAMP_CARD_TEXT.crowd : STAMP_CARD_TEXT.failed}
        </RetryAlert>
      )}
    </Container>
  )
}

function CardOff() {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography sx={{ fontSize: '1.1rem' }}>{STAMP_CARD_TEXT.off}</Typography>
      <Typography>{STAMP_CARD_TEXT.offHint}</Typography>
      <Button component={Link} to="/helados" variant="contained">
        {STAMP_CARD_TEXT.toMenu}
      </Button>
    </Box>
  )
}

function CardShown({ card, settings }: { card: StampCard; settings: StampCardSettings }) {
  const { meta, premio } = settings
  const full = card.sellos >= meta
  const rewards = rewardsTaken(card)
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {card.retirada !== null && (
        <Alert severity="warning">{STAMP_CARD_TEXT.retired(card.movidaA)}</Alert>
      )}
      <Paper
        variant="outlined"
        data-tarjeta={card.codigo}
        sx={{
          p: { xs: 2, sm: 3 },
          borderRadius: 4,
          display: 'grid',
          gap: 2,
          borderColor: '#F1E3D3',
        }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-cuenta>
          {STAMP_CARD_TEXT.count(Math.min(card.sellos, meta), meta)}
        </Typography>
        <StampRow sellos={card.sellos} meta={meta} />
        <Typography sx={{ fontSize: '1.05rem' }}>
          {full ? STAMP_CARD_TEXT.full : STAMP_CARD_TEXT.reward(meta, premio)}
        </Typography>
        {rewards > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {STAMP_CARD_TEXT.rewards(rewards)}
          </Typography>
        )}
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          borderRadius: 4,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-around',
          gap: 2,
          borderColor: '#F1E3D3',
        }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {STAMP_CARD_TEXT.codeLabel}
          </Typography>
          <Typography
            data-codigo
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              fontSize: { xs: '3.4rem', sm: '4rem' },
              letterSpacing: '0.12em',
              color: brand.darkOrange,
              lineHeight: 1.1,
            }}
          >
            {card.codigo}
          </Typography>
        </Box>
        <CardQr codigo={card.codigo} />
        <Typography variant="body2" sx={{ flexBasis: '100%', textAlign: 'center' }}>
          {STAMP_CARD_TEXT.howTo}
        </Typography>
      </Paper>
      <CardHistory events={card.historial} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {STAMP_CARD_TEXT.privacy}
      </Typography>
    </Box>
  )
}
