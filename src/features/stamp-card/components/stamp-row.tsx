import IcecreamIcon from '@mui/icons-material/Icecream'
import IcecreamOutlinedIcon from '@mui/icons-material/IcecreamOutlined'
import Box from '@mui/material/Box'
import { brand } from '@/config/theme'
import { STAMP_CARD_TEXT } from '../texts'

/** The card's places, one cone each: filled for a stamp, outlined for one still to come. */
export function StampRow({ sellos, meta }: { sellos: number; meta: number }) {
  return (
    <Box
      role="img"
      aria-label={STAMP_CARD_TEXT.count(Math.min(sellos, meta), meta)}
      data-sellos={sellos}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 1, maxWidth: 360 }}
    >
      {Array.from({ length: meta }, (_, index) => {
        const done = index < sellos
        const Icon = done ? IcecreamIcon : IcecreamOutlinedIcon
        return (
          <Box
            key={index}
            sx={{
              aspectRatio: '1',
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              bgcolor: done ? brand.orange : '#fff',
              color: done ? '#fff' : '#C9B8A8',
              border: `2px ${done ? 'solid' : 'dashed'} ${done ? brand.orange : '#D9C6B3'}`,
            }}
          >
            <Icon sx={{ fontSize: 28 }} />
          </Box>
        )
      })}
    </Box>
  )
}
