import Box from '@mui/material/Box'
import CardActionArea from '@mui/material/CardActionArea'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import type { ReactElement, ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { brand } from '@/config/theme'
import { badgeText } from '../../shared/utils/count-text'

interface HomeTileProps {
  /** The screen a tap opens. */
  to: string
  title: string
  icon: ReactElement
  /** The big number; null while it is unknown. None: a tile without a number. */
  count?: number | null
  /** Something waits for the staff: the tile stands out. */
  attention?: boolean
  /** What the number counts, or the tile's text. */
  children?: ReactNode
}

/** One of the home screen's tiles: a title, maybe a big number, a line or two, all one link. */
export function HomeTile({ to, title, icon, count, attention = false, children }: HomeTileProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        borderColor: attention ? 'primary.main' : `${brand.orange}40`,
        borderWidth: attention ? 2 : 1,
        bgcolor: attention ? '#FFF1E3' : 'background.paper',
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{
          height: '100%',
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          justifyContent: 'stretch',
          alignContent: 'start',
          gap: 0.5,
          textAlign: 'left',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          {count === undefined && icon}
          <Typography
            component="h2"
            sx={{ flex: 1, fontWeight: 700, fontSize: '1rem', color: 'text.primary' }}
          >
            {title}
          </Typography>
          <ChevronRightIcon sx={{ color: 'text.secondary', mr: -0.5 }} aria-hidden />
        </Box>
        {count !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              sx={{
                fontSize: '2.5rem',
                fontWeight: 700,
                lineHeight: 1.1,
                color: attention ? 'primary.dark' : 'text.primary',
              }}
            >
              {count === null ? '–' : badgeText(count)}
            </Typography>
            <Box
              aria-hidden
              sx={{
                display: 'flex',
                color: 'primary.main',
                opacity: 0.85,
                '& svg': { fontSize: 34 },
              }}
            >
              {icon}
            </Box>
          </Box>
        )}
        {children && (
          <Box sx={{ color: 'text.secondary', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
            {children}
          </Box>
        )}
      </CardActionArea>
    </Paper>
  )
}
