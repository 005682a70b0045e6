import Box from '@mui/material/Box'
import { useEffect, useState } from 'react'
import { STAMP_CARD_TEXT } from '../texts'

/** The quiet zone a scanner needs around the code, in modules. */
const QUIET = 2

/** The card's QR code (its code alone), drawn once its small library has arrived. */
export function CardQr({ codigo }: { codigo: string }) {
  const [drawn, setDrawn] = useState<{ codigo: string; size: number; path: string } | null>(null)
  useEffect(() => {
    let active = true
    import('@/lib/stamp-card/card-qr')
      .then(({ cardQrModules, qrPath }) => {
        const modules = cardQrModules(codigo)
        if (active) setDrawn({ codigo, size: modules.length, path: qrPath(modules) })
      })
      .catch((error: unknown) => console.error('No se pudo dibujar el código QR', error))
    return () => {
      active = false
    }
  }, [codigo])
  const box = { width: 168, height: 168, borderRadius: 2, bgcolor: '#fff' }
  if (drawn?.codigo !== codigo) return <Box sx={box} />
  const view = drawn.size + 2 * QUIET
  return (
    <Box
      component="svg"
      role="img"
      aria-label={STAMP_CARD_TEXT.qrLabel(codigo)}
      data-qr={codigo}
      viewBox={`${String(-QUIET)} ${String(-QUIET)} ${String(view)} ${String(view)}`}
      shapeRendering="crispEdges"
      sx={box}
    >
      <path d={drawn.path} fill="#000" />
    </Box>
  )
}
