import Typography from '@mui/material/Typography'

export function Component() {
  return <Typography>Próximamente</Typography>
}
