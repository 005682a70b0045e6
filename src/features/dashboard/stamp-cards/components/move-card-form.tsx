import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { isCardCode } from '@/lib/stamp-card/card'
import { moveRefusal } from '@/lib/stamp-card/card-state'
import { ConfirmDialog } from '../../shared/components/confirm-dialog'
import { findCards, moveCard, MoveRefusedError, UnknownCardError } from '../api/counter'
import { COUNTER_TEXT } from '../texts'
import { CardCodeField } from './card-code-field'

type Message = { severity: 'success' | 'error'; text: string }

const messageOf = (error: unknown): string =>
  error instanceof UnknownCardError
    ? COUNTER_TEXT.unknown(error.codigo)
    : error instanceof MoveRefusedError
      ? COUNTER_TEXT.moveRefused(error.refusal)
      : staffErrorMessage(error, COUNTER_TEXT.failed)

/** A lost phone: the old card's stamps go to the new card's code, after a confirmation. */
export function MoveCardForm({ meta, onMoved }: { meta: number; onMoved: (to: string) => void }) {
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [asking, setAsking] = useState<{ sellos: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)
  const [tried, setTried] = useState(false)
  const fromError = tried && !isCardCode(from) ? COUNTER_TEXT.badCode : undefined
  const toError = tried && !isCardCode(to) ? COUNTER_TEXT.badCode : undefined

  const check = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    setMessage(null)
    if (!isCardCode(from) || !isCardCode(to)) return
    setBusy(true)
    try {
      const [old, fresh] = await findCards(from, to)
      const refusal = moveRefusal(old, fresh, meta)
      if (refusal) setMessage({ severity: 'error', text: COUNTER_TEXT.moveRefused(refusal) })
      else setAsking({ sellos: old.sellos })
    } catch (error) {
      setMessage({ severity: 'error', text: messageOf(error) })
    } finally {
      setBusy(false)
    }
  }

  const confirm = async () => {
    if (!asking) return
    setBusy(true)
    try {
      await moveCard(from, to, meta)
      setMessage({ severity: 'success', text: COUNTER_TEXT.moved(from, to, asking.sellos) })
      onMoved(to)
      setFrom('')
      setTo('')
      setTried(false)
    } catch (error) {
      setMessage({ severity: 'error', text: messageOf(error) })
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 1 }}>
        {COUNTER_TEXT.moveHeading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {COUNTER_TEXT.moveHint}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={COUNTER_TEXT.moveHeading}
        onSubmit={(event) => void check(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <CardCodeField
          label={COUNTER_TEXT.moveFrom}
          value={from}
          onChange={setFrom}
          error={fromError}
        />
        <CardCodeField label={COUNTER_TEXT.moveTo} value={to} onChange={setTo} error={toError} />
        <Button type="submit" variant="outlined" size="large" disabled={busy} sx={{ mt: 1 }}>
          {COUNTER_TEXT.move}
        </Button>
      </Box>
      {message && (
        <Alert severity={message.severity} role="alert" sx={{ mt: 2 }}>
          {message.text}
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        question={COUNTER_TEXT.moveQuestion(from, to)}
        confirmLabel={COUNTER_TEXT.move}
        busyLabel={COUNTER_TEXT.moving}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking && COUNTER_TEXT.moveDetail(from, to, asking.sellos)}
      </ConfirmDialog>
    </Paper>
  )
}
