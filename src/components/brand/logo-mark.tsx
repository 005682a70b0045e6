import Box from '@mui/material/Box'

/** The shop's mark: an ice-cream cone with two scoops, drawn in the brand colours. */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: size, height: size, display: 'block', flexShrink: 0 }}
    >
      <circle cx="32" cy="32" r="31" fill="#F57C00" />
      <path d="M22 34h20L32 58z" fill="#E0A45E" stroke="#8F3600" strokeWidth="2" />
      <path d="M25 40l12 0M27 46h9M24 36l12 16M40 36L30 52" stroke="#8F3600" strokeWidth="1.5" />
      <circle cx="26" cy="27" r="9" fill="#FFF8F0" />
      <circle cx="38" cy="27" r="9" fill="#FFC2D1" />
      <circle cx="32" cy="18" r="9" fill="#7B3F1D" />
      <circle cx="33" cy="9" r="3" fill="#D32F2F" />
    </Box>
  )
}
