import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress'

/**
 * The site's loading spinner: an arc that only turns. MUI's default arc also grows and shrinks,
 * which the browser redraws on the main thread every frame (on a slow phone, the whole page
 * each time); a turn is a transform, which the compositor animates on its own.
 */
export function Spinner(props: Omit<CircularProgressProps, 'variant' | 'disableShrink'>) {
  return <CircularProgress {...props} disableShrink />
}
