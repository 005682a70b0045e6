/** The site's fonts (no MUI here: the first look's small entry script uses them too). */
/**
 * Until Abril Fatface arrives, the device's serif stands in at its width and line metrics
 * (src/assets/fonts/fonts.css: one face for each font a device may have).
 */
export const headingFont = [
  '"Abril Fatface"',
  '"Abril Fatface Georgia"',
  '"Abril Fatface Times"',
  '"Abril Fatface Noto"',
  '"Abril Fatface DejaVu"',
  'Georgia',
  '"Times New Roman"',
  'serif',
].join(', ')
/** Until Poppins arrives, the device's sans-serif stands in at its width and line metrics. */
export const bodyFont = [
  'Poppins',
  '"Poppins Roboto"',
  '"Poppins Arial"',
  '"Poppins DejaVu"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'Arial',
  'sans-serif',
].join(', ')
