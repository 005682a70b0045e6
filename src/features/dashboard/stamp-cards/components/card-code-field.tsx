import TextField from '@mui/material/TextField'
import { normalizeCardCode } from '@/lib/stamp-card/card'

interface CardCodeFieldProps {
  label: string
  value: string
  onChange: (code: string) => void
  error?: string
  helperText?: string
}

/** A card's code as the staff type it: capitals, no spaces, large enough to check at a glance. */
export function CardCodeField({ label, value, onChange, error, helperText }: CardCodeFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(normalizeCardCode(event.target.value).slice(0, 4))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { fontFamily: 'monospace', fontSize: '1.6rem', letterSpacing: '0.15em' },
        },
      }}
      sx={{ width: 220 }}
    />
  )
}
