import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { shop } from '@/config/shop'
import { brand } from '@/config/theme'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { replaceShopSettings, shopSettingsStore } from '@/lib/shop/settings-store'
import { useSettingsRead, useShopSettings } from '@/lib/shop/use-shop-settings'
import type { Feedback } from '../../shared/hooks/use-feedback'
import { useShownMark } from '../../shared/hooks/use-shown-mark'
import { useNow } from '../hooks/use-now'
import { saveClosedToday } from '../../shop-settings'
import { shopToday } from '../../shared/utils/shop-today'
import { SHOP_PATH } from '../../shared/sections'
import { openingStatus } from '../utils/opening-status'

interface OpeningCardProps {
  show: (severity: Feedback['severity'], text: string) => void
}

/** Open or closed now, today's hours, and the one-tap 'Cerrado hoy' (saved at once). */
export function OpeningCard({ show }: OpeningCardProps) {
  const headingId = useId()
  const now = useNow()
  const settings = useShopSettings()
  const read = useSettingsRead()
  const [switching, setSwitching] = useState(false)
  // The switch needs the settings as stored: not a copy from the device or the code's defaults.
  const ready = read.status === 'ready' && read.data.source === 'network'
  const failed = read.status === 'ready' && !ready
  useShownMark('figures:inicio-opening', ready)
  const today = shopToday(now)
  const status = openingStatus(now, settings, shop.utcOffsetMinutes)

  const onClosedToday = async (closed: boolean) => {
    setSwitching(true)
    try {
      replaceShopSettings(await saveClosedToday(closed ? today : ''))
      show(
        'success',
        closed
          ? 'Guardado: hoy el sitio dice «Cerrado».'
          : 'Guardado: hoy vale el horario de siempre.',
      )
    } catch (error) {
      console.error('No se pudo cambiar «Cerrado hoy»', error)
      show('error', staffErrorMessage(error, 'No se pudo guardar «Cerrado hoy»'))
    } finally {
      setSwitching(false)
    }
  }

  const detail = status.source === 'cerrado-hoy' ? 'Todo el día, por «Cerrado hoy».' : status.change
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 3,
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        borderColor: `${brand.orange}40`,
        bgcolor: status.open ? '#EEF7EE' : '#FDECEA',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: status.open ? 'success.main' : 'error.main',
          }}
        />
        <Typography
          component="h2"
          id={headingId}
          sx={{ fontWeight: 700, fontSize: '1.35rem', lineHeight: 1.2 }}
        >
          {status.open ? 'Abierto ahora' : 'Cerrado ahora'}
        </Typography>
      </Box>
      <Typography>
        {detail}
        {/* 'Cerrado hoy' says it all; otherwise today's hours follow. */}
        {status.source !== 'cerrado-hoy' && (
          <>
            {detail && ' · '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {status.source === 'especial' ? 'Hoy, horario especial' : 'Hoy'}: {status.hours}
            </Box>
          </>
        )}
      </Typography>

      <Box
        sx={{
          borderTop: `1px solid ${brand.orange}33`,
          pt: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 1,
        }}
      >
        {failed ? (
          <RetryAlert
            severity="error"
            onRetry={() => void shopSettingsStore.reload()}
            sx={{ flexBasis: '100%' }}
          >
            No se pudo cargar «Cerrado hoy». Revisa tu conexión e inténtalo de nuevo.
          </RetryAlert>
        ) : (
          <FormControlLabel
            control={
              <Switch
                checked={settings.cerradoHoy === today}
                disabled={!ready || switching}
                onChange={(event) => void onClosedToday(event.target.checked)}
              />
            }
            label={<Typography sx={{ fontWeight: 700 }}>Cerrado hoy</Typography>}
          />
        )}
        <Button
          component={RouterLink}
          to={SHOP_PATH}
          size="small"
          startIcon={<ScheduleIcon />}
          // Dark enough on the red of 'Cerrado ahora' too.
          sx={{ color: 'primary.dark' }}
        >
          Horario y datos
        </Button>
      </Box>
      {!failed && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -0.5 }}>
          «Cerrado hoy» se guarda al tocarlo; mañana vuelve solo el horario de siempre.
        </Typography>
      )}
    </Paper>
  )
}
