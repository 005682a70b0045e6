import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'

/** Shown when a page fails to load (for instance a chunk lost on a weak connection). */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => console.error(error), [error])
  return (
    <Container component="main" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Algo salió mal
      </Typography>
      <Typography sx={{ mb: 3 }}>
        No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reintentar
      </Button>
    </Container>
  )
}
