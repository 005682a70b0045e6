import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { TODAY_LIMITS } from '@/lib/data/today-list'
import type { TodayItemDraft, TodayItemErrors } from '../utils/today-item-draft'

interface TodayItemFieldsProps {
  draft: TodayItemDraft
  errors: TodayItemErrors
  onChange: (draft: TodayItemDraft) => void
  /** Shown once the staff tried to save: problems are not shouted while typing the first letter. */
  showErrors: boolean
}

/** Nombre, precio and nota of one item, for adding and editing. */
export function TodayItemFields({ draft, errors, onChange, showErrors }: TodayItemFieldsProps) {
  const error = (field: keyof TodayItemDraft) => (showErrors ? errors[field] : undefined)
  /** One text of the draft, with its problem (once shown) or else `hint` under it. */
  const field = (name: keyof TodayItemDraft, hint: string) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [name]: event.target.value }),
    error: Boolean(error(name)),
    helperText: error(name) ?? hint,
  })
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
      }}
    >
      <TextField
        label="Nombre"
        {...field('nombre', 'Ej.: Mora, Hamburguesa doble, Limonada de coco')}
        required
        slotProps={{ htmlInput: { maxLength: TODAY_LIMITS.nombre + 20 } }}
      />
      <TextField
        label="Precio (opcional)"
        {...field('precio', 'En pesos. Ej.: 8.000')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Nota (opcional)"
        {...field('nota', 'Ej.: Sin azúcar, Solo los fines de semana')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  )
}
