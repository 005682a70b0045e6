import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { SettingsConflict } from '../hooks/use-settings-draft'
import { describePart } from '../utils/settings-form'

interface SettingsConflictAlertProps {
  conflict: SettingsConflict
  busy: boolean
  onTakeStored: () => void
  onKeepMine: () => void
}

/**
 * Someone else saved the same parts while this person edited them: nothing was saved. Shows what
 * is stored now and lets the person choose: take it, or save their own version over it.
 */
export function SettingsConflictAlert({
  conflict,
  busy,
  onTakeStored,
  onKeepMine,
}: SettingsConflictAlertProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{
        '& .MuiAlert-message': { width: '100%' },
        // A phone needs the width for the text and the two buttons.
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
      }}
    >
      <AlertTitle>Alguien más cambió estos datos mientras editabas. No se guardó nada.</AlertTitle>
      Ahora está guardado:
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {conflict.paths.map((path) => (
          <li key={path}>{describePart(conflict.stored, path)}</li>
        ))}
      </Box>
      Lo que tú escribiste sigue en el formulario.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={onTakeStored}
          disabled={busy}
        >
          Usar lo guardado
        </Button>
        <Button
          variant="contained"
          color="warning"
          size="small"
          onClick={onKeepMine}
          disabled={busy}
        >
          Guardar lo mío
        </Button>
      </Box>
    </Alert>
  )
}
