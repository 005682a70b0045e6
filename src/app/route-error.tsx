import Button from '@mui/material/Button'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { PAGE_FAILURE_TEXTS } from './page-failure-texts'

/** Shown when a page fails to load (for instance a chunk lost on a weak connection). */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => console.error(error), [error])
  return (
    <Box
      component="main"
      sx={{ maxWidth: 'lg', mx: 'auto', px: { xs: 2, sm: 3 }, py: 12, textAlign: 'center' }}
    >
      <Typography variant="h1" gutterBottom>
        {PAGE_FAILURE_TEXTS.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{PAGE_FAILURE_TEXTS.message}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {PAGE_FAILURE_TEXTS.retry}
      </Button>
    </Box>
  )
}
