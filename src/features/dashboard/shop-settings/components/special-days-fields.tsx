import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { calendarDateText } from '@/lib/shop/dates'
import type { SpecialDayDraft } from '../utils/settings-draft'
import type { DraftErrors } from '../utils/settings-form'
import { SettingsList, SettingsListItem } from './settings-list'
import { IntervalFields } from './weekly-hours-fields'

interface SpecialDaysProps {
  days: SpecialDayDraft[]
  errors: DraftErrors
  today: string
  onChange: (days: SpecialDayDraft[]) => void
}

/** Closures and special hours by date (24 and 25 Dec closed, 31 Dec 3 to 7 pm…). */
export function SpecialDaysFields({ days, errors, today, onChange }: SpecialDaysProps) {
  const set = (index: number, next: SpecialDayDraft) =>
    onChange(days.map((day, i) => (i === index ? next : day)))
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {days.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No hay fechas especiales.</Typography>
      )}
      {errors.especiales && (
        <Typography sx={{ color: 'error.main' }}>{errors.especiales}</Typography>
      )}
      <SettingsList>
        {days.map((day, index) => {
          const name = day.fecha ? calendarDateText(day.fecha) : `fecha ${String(index + 1)}`
          const error = errors[`especiales.${String(index)}`]
          return (
            <SettingsListItem key={index}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <TextField
                  type="date"
                  size="small"
                  label="Fecha"
                  value={day.fecha}
                  onChange={(event) => set(index, { ...day, fecha: event.target.value })}
                  error={Boolean(error) && !day.fecha}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                  sx={{ flex: '1 1 160px' }}
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={day.cerrado}
                      onChange={(event) => set(index, { ...day, cerrado: event.target.checked })}
                    />
                  }
                  label="Cerrado todo el día"
                />
                <IconButton
                  aria-label={`Quitar ${name}`}
                  onClick={() => onChange(days.filter((_, i) => i !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
              {day.cerrado ? (
                error && (
                  <Typography variant="body2" sx={{ color: 'error.main' }}>
                    {error}
                  </Typography>
                )
              ) : (
                <IntervalFields
                  label={`Horario del ${name}`}
                  value={day}
                  error={error}
                  onChange={(next) => set(index, { ...day, ...next })}
                />
              )}
            </SettingsListItem>
          )
        })}
      </SettingsList>
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([...days, { fecha: '', cerrado: true, abre: '15:00', cierra: '19:00' }])
          }
        >
          Agregar una fecha
        </Button>
      </Box>
    </Box>
  )
}
