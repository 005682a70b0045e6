import AddIcon from '@mui/icons-material/Add'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DAYS, type DayKey } from '@/lib/shop/settings'
import type { DayDraft, IntervalDraft } from '../utils/settings-draft'
import type { DraftErrors } from '../utils/settings-form'
import { SettingsList, SettingsListItem } from './settings-list'

interface WeeklyHoursProps {
  horario: Record<DayKey, DayDraft>
  errors: DraftErrors
  onChange: (day: DayKey, next: DayDraft) => void
}

/** Opening and closing time of one interval, as the phone's time pickers. */
export function IntervalFields({
  label,
  shortLabel = '',
  value,
  error,
  onChange,
}: {
  /** Names the interval for screen readers ('Lunes', 'Lunes, segundo horario'). */
  label: string
  /** What the fields show ('' or ' (2.º)'), kept short for a phone. */
  shortLabel?: string
  value: IntervalDraft
  error?: string
  onChange: (next: IntervalDraft) => void
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          type="time"
          size="small"
          label={`Abre${shortLabel}`}
          value={value.abre}
          onChange={(event) => onChange({ ...value, abre: event.target.value })}
          error={Boolean(error)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': `${label}: abre` },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          type="time"
          size="small"
          label={`Cierra${shortLabel}`}
          value={value.cierra === '24:00' ? '23:59' : value.cierra}
          onChange={(event) =>
            onChange({
              ...value,
              // A time picker cannot say 24:00: its last minute means "until midnight".
              cierra: event.target.value === '23:59' ? '24:00' : event.target.value,
            })
          }
          error={Boolean(error)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': `${label}: cierra` },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Box>
      {error && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  )
}

/** The week, day by day: closed, or open in one or two intervals. */
export function WeeklyHoursFields({ horario, errors, onChange }: WeeklyHoursProps) {
  return (
    <SettingsList>
      {DAYS.map(({ key, name }) => {
        const day = horario[key]
        const [first, second] = day.intervalos
        const setInterval = (index: number, next: IntervalDraft) =>
          onChange(key, {
            ...day,
            intervalos: day.intervalos.map((interval, i) => (i === index ? next : interval)),
          })
        return (
          <SettingsListItem key={key}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={day.abierto}
                    onChange={(event) => onChange(key, { ...day, abierto: event.target.checked })}
                  />
                }
                label={day.abierto ? 'Abierto' : 'Cerrado'}
                aria-label={`${name}: abierto`}
              />
            </Box>
            {day.abierto && first && (
              <IntervalFields
                label={name}
                value={first}
                error={errors[`horario.${key}.0`]}
                onChange={(next) => setInterval(0, next)}
              />
            )}
            {day.abierto && second && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1 }}>
                  <IntervalFields
                    label={`${name}, segundo horario`}
                    shortLabel=" (2.º)"
                    value={second}
                    error={errors[`horario.${key}.1`]}
                    onChange={(next) => setInterval(1, next)}
                  />
                </Box>
                <IconButton
                  aria-label={`Quitar el segundo horario del ${name.toLowerCase()}`}
                  onClick={() => onChange(key, { ...day, intervalos: day.intervalos.slice(0, 1) })}
                >
                  <CloseIcon />
                </IconButton>
              </Box>
            )}
            {day.abierto && !second && (
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    onChange(key, {
                      ...day,
                      // It starts where the first one ends: the staff then move either end.
                      intervalos: [
                        ...day.intervalos,
                        { abre: first?.cierra ?? '18:00', cierra: '24:00' },
                      ],
                    })
                  }
                >
                  Agregar un segundo horario
                </Button>
              </Box>
            )}
          </SettingsListItem>
        )
      })}
    </SettingsList>
  )
}
