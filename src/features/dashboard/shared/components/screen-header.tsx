import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import { useShopSettings } from '@/lib/shop/use-shop-settings'

interface ScreenHeaderProps {
  title: string
  /** Line under the title. */
  subtitle?: ReactNode
  /** A link back, above the title. */
  back?: ReactNode
  /** Buttons at the right of the title. */
  actions?: ReactNode
}

/** Heading, page title and main actions of one dashboard screen. */
export function ScreenHeader({ title, subtitle, back, actions }: ScreenHeaderProps) {
  const { nombre } = useShopSettings()
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <PageMeta
        title={`${title} | Panel de ${nombre}`}
        description={`Panel de administración de ${nombre}: ${title}.`}
        noindex
      />
      {back}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
          )}
        </Box>
        {actions}
      </Box>
    </Box>
  )
}
