import Box from '@mui/material/Box'
import { Outlet } from 'react-router'

export function Component() {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Outlet />
    </Box>
  )
}
