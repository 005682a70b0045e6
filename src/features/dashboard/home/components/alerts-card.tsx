import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { brand } from '@/config/theme'
import { useActivity } from '../../shared/hooks/use-activity'

/** Whether the browser can show a number on the installed app's icon. */
const iconBadges = () => typeof navigator !== 'undefined' && 'setAppBadge' in navigator

/** The switch of the chime and vibration on a new free-cone picture, remembered on this phone. */
export function AlertsCard() {
  const headingId = useId()
  const { alerts } = useActivity()
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, borderColor: `${brand.orange}40` }}
    >
      <Typography component="h2" id={headingId} sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
        Avisos en este teléfono
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={alerts.on} onChange={(event) => alerts.setOn(event.target.checked)} />
        }
        label="Sonar y vibrar con cada foto nueva"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Suena solo con el panel abierto.
        {iconBadges() && ' El ícono de la app instalada muestra cuántas fotos y opiniones esperan.'}
      </Typography>
    </Paper>
  )
}
