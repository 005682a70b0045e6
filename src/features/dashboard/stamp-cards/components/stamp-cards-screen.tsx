import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import { shop } from '@/config/shop'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { isCardCode, stampCardSettingsOf, type StampCard } from '@/lib/stamp-card/card'
import { rewardsTaken } from '@/lib/stamp-card/card-state'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { ScreenHeader } from '../../shared/components/screen-header'
import { SHOP_PATH } from '../../shared/sections'
import {
  findCard,
  giveReward,
  RewardRefusedError,
  stampCard,
  StampRefusedError,
  UnknownCardError,
} from '../api/counter'
import { COUNTER_TEXT } from '../texts'
import { CardCodeField } from './card-code-field'
import { CardScanButton } from './card-scan-button'
import { MoveCardForm } from './move-card-form'

type Message = { severity: 'success' | 'error'; text: string }
type Busy = 'find' | 'stamp' | 'reward' | null

const dateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: shop.timeZone,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})

/** Sellos: the counter finds a card by its code, stamps it, gives its reward, moves it. */
export function StampCardsScreen() {
  const settings = stampCardSettingsOf(useShopSettings())
  const { meta } = settings
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const [card, setCard] = useState<StampCard | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const codeError = tried && !isCardCode(code) ? COUNTER_TEXT.badCode : undefined

  const failure = (codigo: string, error: unknown) => {
    if (error instanceof UnknownCardError) return COUNTER_TEXT.unknown(error.codigo)
    if (error instanceof StampRefusedError) return COUNTER_TEXT.stampRefused(codigo, error.refusal)
    if (error instanceof RewardRefusedError)
      return COUNTER_TEXT.rewardRefused(codigo, error.refusal)
    console.error('Sellos: no se pudo completar', codigo, error)
    return staffErrorMessage(error, COUNTER_TEXT.failed)
  }

  const open = async (codigo: string) => {
    setCode(codigo)
    setTried(true)
    setMessage(null)
    if (!isCardCode(codigo)) return
    setBusy('find')
    try {
      setCard(await findCard(codigo))
    } catch (error) {
      setCard(null)
      setMessage({ severity: 'error', text: failure(codigo, error) })
    } finally {
      setBusy(null)
    }
  }

  const act = async (action: 'stamp' | 'reward') => {
    if (!card) return
    const { codigo } = card
    setBusy(action)
    setMessage(null)
    try {
      if (action === 'stamp') await stampCard(codigo, meta)
      else await giveReward(codigo, meta)
      const now = await findCard(codigo)
      setCard(now)
      setMessage({
        severity: 'success',
        text:
          action === 'stamp'
            ? COUNTER_TEXT.stamped(now.sellos, meta)
            : COUNTER_TEXT.rewarded(settings.premio),
      })
    } catch (error) {
      setMessage({ severity: 'error', text: failure(codigo, error) })
    } finally {
      setBusy(null)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void open(code)
  }

  return (
    <>
      <ScreenHeader title={COUNTER_TEXT.title} subtitle={COUNTER_TEXT.subtitle} />
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
        {!settings.on && (
          <Alert severity="info">
            {COUNTER_TEXT.offNotice}{' '}
            <Link component={RouterLink} to={SHOP_PATH}>
              Tienda
            </Link>
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          aria-label="Buscar tarjeta"
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <CardCodeField
            label={COUNTER_TEXT.codeLabel}
            value={code}
            onChange={setCode}
            error={codeError}
            helperText={COUNTER_TEXT.codeHint}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy !== null}
            sx={{ mt: 1 }}
          >
            {COUNTER_TEXT.find}
          </Button>
          <CardScanButton onCode={(scanned) => void open(scanned)} />
        </Box>
        {card && (
          <Paper
            variant="outlined"
            aria-label={COUNTER_TEXT.card(card.codigo)}
            component="section"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 1.5 }}
          >
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.3rem' }}>
              {COUNTER_TEXT.card(card.codigo)}
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }} data-cuenta>
              {COUNTER_TEXT.count(card.sellos, meta)}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {card.ultimoSello === null
                ? COUNTER_TEXT.noStamp
                : COUNTER_TEXT.lastStamp(dateTime.format(card.ultimoSello))}
              {' · '}
              {COUNTER_TEXT.rewardsTaken(rewardsTaken(card))}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
              <Button
                variant="contained"
                size="large"
                disabled={busy !== null || card.retirada !== null}
                onClick={() => void act('stamp')}
                sx={{ minWidth: 160, fontSize: '1.15rem' }}
              >
                {busy === 'stamp' ? COUNTER_TEXT.stamping : COUNTER_TEXT.stamp}
              </Button>
              <Button
                variant={card.sellos >= meta ? 'contained' : 'outlined'}
                color="success"
                size="large"
                disabled={busy !== null || card.retirada !== null}
                onClick={() => void act('reward')}
              >
                {busy === 'reward' ? COUNTER_TEXT.rewarding : COUNTER_TEXT.reward}
              </Button>
            </Box>
            {card.retirada !== null && (
              <Alert severity="warning">
                {COUNTER_TEXT.stampRefused(card.codigo, {
                  reason: 'retired',
                  movidaA: card.movidaA,
                })}
              </Alert>
            )}
          </Paper>
        )}
        {message && (
          <Alert severity={message.severity} role="alert">
            {message.text}
          </Alert>
        )}
        <MoveCardForm meta={meta} onMoved={(to) => void open(to)} />
      </Box>
    </>
  )
}
