import { createTheme, type Theme } from '@mui/material/styles'
import { bodyFont, headingFont } from './fonts'

export const brand = {
  orange: '#F57C00',
  darkOrange: '#BF4800',
  cream: '#FFF8F0',
  ink: '#2B1A10',
} as const

export { headingFont } from './fonts'

let created: Theme | undefined

/** The site's MUI theme, created on first use: the app's start-up gives it a task of its own. */
export const appTheme = (): Theme =>
  (created ??= createTheme({
    palette: {
      primary: {
        main: brand.darkOrange,
        light: brand.orange,
        dark: '#8F3600',
        contrastText: '#fff',
      },
      secondary: { main: brand.orange, contrastText: brand.ink },
      background: { default: brand.cream, paper: '#fff' },
      text: { primary: brand.ink, secondary: '#5C4433' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: bodyFont,
      h1: { fontFamily: headingFont, fontWeight: 400, fontSize: '2.25rem', lineHeight: 1.15 },
      h2: { fontFamily: headingFont, fontWeight: 400, fontSize: '1.9rem', lineHeight: 1.2 },
      h3: { fontFamily: headingFont, fontWeight: 400, fontSize: '1.5rem' },
      h4: { fontFamily: headingFont, fontWeight: 400 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // The build ships buttons without MUI's ripple (scripts/build/mui-without-ripple-plugin.mjs):
      // a press darkens the button and keyboard focus draws a ring, in CSS alone.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&:active': { backgroundImage: 'linear-gradient(rgba(0,0,0,.12), rgba(0,0,0,.12))' },
            '&.Mui-focusVisible': { outline: `2px solid ${brand.darkOrange}`, outlineOffset: 2 },
          },
        },
      },
    },
  }))

/** Height of the fixed header, which pages leave free at their top. */
export const HEADER_HEIGHT = { xs: 64, md: 76 } as const
