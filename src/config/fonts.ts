/** The site's fonts (no MUI here: the first look's small entry script uses them too). */
/**
 * Until Abril Fatface arrives, the device's serif stands in at its width and line metrics
 * (src/assets/fonts/fonts.css: one face for each serif a device may have).
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
export const bodyFont = 'Poppins, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'
