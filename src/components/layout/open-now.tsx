import Chip from '@mui/material/Chip'
import { useEffect, useState } from 'react'
import { shop } from '@/config/shop'
import { isOpenAt } from '@/lib/opening-hours'

const MINUTE = 60_000

/** 'Abierto ahora' or 'Cerrado', on the shop's clock (America/Bogota), refreshed every minute. */
export function OpenNow({ now }: { now?: Date }) {
  const [current, setCurrent] = useState(() => now ?? new Date())
  useEffect(() => {
    if (now) return
    const timer = window.setInterval(() => setCurrent(new Date()), MINUTE)
    return () => window.clearInterval(timer)
  }, [now])
  const open = isOpenAt(current, shop.openingHours, shop.timeZone)
  return (
    <Chip
      size="small"
      label={open ? 'Abierto ahora' : 'Cerrado'}
      sx={{
        fontWeight: 700,
        bgcolor: open ? '#1B5E20' : '#5C4433',
        color: '#fff',
      }}
    />
  )
}
