import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import SearchIcon from '@mui/icons-material/Search'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { findEntry } from '../api/entries'
import {
  AlreadyDeliveredError,
  markDelivered,
  normalizeClaimCode,
  WrongClaimCodeError,
} from '../api/hand-over'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { SAVE_TIMEOUT_MS, withTimeout } from '@/lib/network/connection'
import type { Feedback } from '../../shared/hooks/use-feedback'
import { TEXTS } from '../../shared/texts'
import { EntryCard } from './entry-card'

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; entry: FreeConeEntry }
  | { status: 'missing'; numero: number }
  | { status: 'failed'; message: string }

interface DeliverySearchProps {
  show: (severity: Feedback['severity'], text: string) => void
  /** Something changed: lists and counts may need a new look. */
  onChanged: () => void
}

/** At the counter: the customer says their number, the staff find it and hand the cone over. */
export function DeliverySearch({ show, onChanged }: DeliverySearchProps) {
  const headingId = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState<Search>({ status: 'idle' })
  const [delivering, setDelivering] = useState(false)
  const [code, setCode] = useState('')
  const [wrongCode, setWrongCode] = useState(false)
  const codeId = useId()
  const numero = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null

  const find = async (wanted: number) => {
    setSearch({ status: 'searching' })
    setWrongCode(false)
    try {
      const entry = await withTimeout(findEntry(wanted), SAVE_TIMEOUT_MS)
      setSearch(entry ? { status: 'found', entry } : { status: 'missing', numero: wanted })
    } catch (error) {
      console.error('No se pudo buscar el número', wanted, error)
      setSearch({
        status: 'failed',
        message: staffErrorMessage(error, 'No pudimos buscar el número'),
      })
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setCode('')
    if (numero !== null && numero > 0) void find(numero)
  }

  const deliver = async (entry: FreeConeEntry) => {
    setDelivering(true)
    setWrongCode(false)
    try {
      await markDelivered(entry.numero, code)
      show('success', TEXTS.delivered(entry.numero))
      setCode('')
      onChanged()
    } catch (error) {
      if (error instanceof WrongClaimCodeError) {
        // The code stays typed, to be corrected.
        setWrongCode(true)
        return
      }
      console.error('No se pudo marcar la entrega', entry.numero, error)
      if (error instanceof AlreadyDeliveredError) show('warning', TEXTS.alreadyDelivered)
      else {
        // The card and the typed code stay, to try again once the signal is back.
        show('error', staffErrorMessage(error, TEXTS.deliverFailed))
        return
      }
    } finally {
      setDelivering(false)
    }
    await find(entry.numero)
  }
  const codeReady = normalizeClaimCode(code).length === 4

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderRadius: 3 }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 0.5 }}>
        Entregar un cono
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Pide al cliente su número y su código, búscalo y marca la entrega.
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 420 }}
      >
        <TextField
          label="Número del cliente"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          autoComplete="off"
          error={text.trim() !== '' && (numero === null || numero === 0)}
          helperText={
            text.trim() !== '' && (numero === null || numero === 0)
              ? 'Escribe solo el número, por ejemplo 12.'
              : undefined
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={numero === null || numero === 0 || search.status === 'searching'}
        >
          Buscar
        </Button>
      </Box>

      <Box aria-live="polite" sx={{ mt: 2, maxWidth: 420 }}>
        {search.status === 'searching' && <Typography>Buscando...</Typography>}
        {search.status === 'missing' && (
          <Alert severity="info">No hay ninguna imagen con el número {search.numero}.</Alert>
        )}
        {search.status === 'failed' && <Alert severity="error">{search.message}</Alert>}
        {search.status === 'found' && (
          <EntryCard
            key={search.entry.id}
            component="article"
            entry={search.entry}
            actions={(_pictureLoads, describedBy) =>
              search.entry.entregadoEn ? (
                <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 600 }}>
                  <CheckCircleIcon color="success" aria-hidden /> Ya entregado
                </Typography>
              ) : (
                <Box
                  component="form"
                  onSubmit={(event: FormEvent) => {
                    event.preventDefault()
                    if (codeReady) void deliver(search.entry)
                  }}
                  sx={{ display: 'grid', gap: 1, width: '100%' }}
                >
                  <TextField
                    id={codeId}
                    label="Código del cliente"
                    value={code}
                    onChange={(event) => {
                      setCode(event.target.value)
                      setWrongCode(false)
                    }}
                    size="small"
                    autoComplete="off"
                    error={wrongCode}
                    helperText={
                      wrongCode
                        ? TEXTS.wrongCode(search.entry.numero)
                        : 'Las 4 letras y números que el cliente ve en «Tus números».'
                    }
                    slotProps={{
                      htmlInput: {
                        maxLength: 8,
                        autoCapitalize: 'characters',
                        spellCheck: false,
                        style: { textTransform: 'uppercase', letterSpacing: '0.15em' },
                      },
                    }}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    color="success"
                    startIcon={<CheckCircleIcon />}
                    disabled={delivering || !codeReady}
                    aria-describedby={describedBy}
                  >
                    {delivering ? 'Guardando...' : TEXTS.deliver}
                  </Button>
                </Box>
              )
            }
          />
        )}
      </Box>
    </Paper>
  )
}
