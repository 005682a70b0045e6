import Typography from '@mui/material/Typography'

export function Component() {
  return <Typography sx={{ p: 4 }}>login</Typography>
}
