import Typography from '@mui/material/Typography'

export function Component() {
  return <Typography sx={{ p: 4 }}>cono-gratis</Typography>
}
