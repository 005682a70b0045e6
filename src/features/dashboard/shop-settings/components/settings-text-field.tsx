import TextField from '@mui/material/TextField'
import type { FieldName, InputKind } from '@/lib/shop/settings-schema'
import { textField, type DraftErrors } from '../utils/settings-form'
import type { SettingsDraft } from '../utils/settings-draft'

/** The input's type and keyboard for each kind of typed value. */
const INPUTS: Record<InputKind, { type?: string; inputMode?: 'numeric' }> = {
  text: {},
  tel: { type: 'tel' },
  email: { type: 'email' },
  url: { type: 'url' },
  numeric: { inputMode: 'numeric' },
}

/** One text field of the Tienda form, labelled, typed and limited as the settings' schema says. */
export function SettingsTextField({
  name,
  draft,
  errors,
  update,
  hint,
}: {
  name: FieldName<'text'>
  draft: SettingsDraft
  errors: DraftErrors
  update: (changes: Partial<SettingsDraft>) => void
  hint?: string
}) {
  const field = textField(name)
  const { type, inputMode } = INPUTS[field.input ?? 'text']
  return (
    <TextField
      fullWidth
      name={name}
      label={field.label}
      type={type}
      autoComplete={type === 'tel' ? 'off' : undefined}
      value={draft[name]}
      onChange={(event) => update({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      slotProps={{ htmlInput: { maxLength: field.max, inputMode } }}
    />
  )
}
