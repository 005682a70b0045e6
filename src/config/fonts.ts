/** The site's fonts (no MUI here: the first look's small entry script uses them too). */
/** Until Abril Fatface arrives, its fallback (src/assets/fonts/fonts.css) keeps its line metrics. */
export const headingFont =
  '"Abril Fatface", "Abril Fatface Fallback", Georgia, "Times New Roman", serif'
export const bodyFont = 'Poppins, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'
