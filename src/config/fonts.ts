/** The site's fonts (no MUI here: the first look's small entry script uses them too). */
export const headingFont = '"Abril Fatface", Georgia, "Times New Roman", serif'
export const bodyFont = 'Poppins, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'
