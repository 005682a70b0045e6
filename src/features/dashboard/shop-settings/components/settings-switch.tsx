import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { textField } from '../utils/settings-form'
import type { SettingsDraft } from '../utils/settings-draft'

type YesOrNo = 'pedidos' | 'domicilio' | 'sellos'

/** A yes-or-no setting of the Tienda form, kept as 'si' or '', labelled as the schema says. */
export function SettingsSwitch({
  name,
  draft,
  update,
}: {
  name: YesOrNo
  draft: SettingsDraft
  update: (changes: Partial<SettingsDraft>) => void
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={draft[name] === 'si'}
          onChange={(event) => update({ [name]: event.target.checked ? 'si' : '' })}
        />
      }
      label={textField(name).label}
    />
  )
}
