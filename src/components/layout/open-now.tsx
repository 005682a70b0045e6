import Box from '@mui/material/Box'
import { useEffect, useState } from 'react'
import { shop } from '@/config/shop'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { isOpenAt } from '@/lib/shop/opening-hours'
import type { ShopSettings } from '@/lib/shop/settings'

const MINUTE = 60_000

/**
 * 'Abierto ahora' or 'Cerrado', on the shop's clock (America/Bogota), from the staff's hours,
 * closures and 'Cerrado hoy', refreshed every minute.
 */
export function OpenNow({ settings, now }: { settings: ShopSettings; now?: Date }) {
  const [current, setCurrent] = useState(() => now ?? new Date())
  useEffect(() => {
    if (now) return
    const timer = window.setInterval(() => setCurrent(new Date()), MINUTE)
    return () => window.clearInterval(timer)
  }, [now])
  // The build's clock is not the visitor's: a page's first look keeps the chip's place only.
  const hidden = useIsFirstLook()
  const open = isOpenAt(current, settings, shop.utcOffsetMinutes)
  // Drawn as MUI's small Chip looks, without its code (it is in every page's first download).
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        maxWidth: '100%',
        height: 24,
        px: 1,
        borderRadius: '12px',
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        fontWeight: 700,
        bgcolor: open ? '#1B5E20' : '#5C4433',
        color: '#fff',
        visibility: hidden ? 'hidden' : undefined,
      }}
    >
      {open ? 'Abierto ahora' : 'Cerrado'}
    </Box>
  )
}
