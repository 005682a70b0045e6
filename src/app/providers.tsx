import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { appTheme } from '@/config/theme'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </HelmetProvider>
  )
}
