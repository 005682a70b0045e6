import Alert from '@mui/material/Alert'
import type { CrowdLimitsReached } from '../api/crowd-limits-today'
import { shopClock } from '../utils/shop-clock'

const WHAT = { fotos: 'fotos', opiniones: 'opiniones' } as const

/**
 * 'Hoy se alcanzó el límite de fotos a las 4:15 pm': the visitors' pictures or opinions that an
 * hour admits from everyone together ran out today; nothing when they did not.
 */
export function CrowdLimitNote({ reached }: { reached: CrowdLimitsReached }) {
  const lines = (Object.keys(WHAT) as (keyof typeof WHAT)[]).flatMap((group) => {
    const moment = reached[group]
    return moment ? [`Hoy se alcanzó el límite de ${WHAT[group]} a las ${shopClock(moment)}.`] : []
  })
  if (lines.length === 0) return null
  return (
    <Alert severity="warning" sx={{ borderRadius: 3 }}>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
      <div>
        Durante esa hora los visitantes vieron que hay muchos envíos y que lo intenten luego.
      </div>
    </Alert>
  )
}
