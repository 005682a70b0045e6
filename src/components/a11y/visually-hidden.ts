/** Out of sight, still read by screen readers (and still focusable, for inputs). */
export const visuallyHidden = {
  position: 'absolute',
  // In pixels: MUI reads the numbers 1 as 100%, which made the box as wide as its container.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const
