import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import DeleteIcon from '@mui/icons-material/Delete'
import { useId, useState } from 'react'
import { deleteOpinion, type Opinion } from '@/lib/data/opiniones'
import { useFeedback } from '../hooks/use-feedback'
import { useLiveOpinions } from '../hooks/use-live-opinions'
import { TEXTS } from '../texts'
import { formatDateTime } from '../utils/format-date'
import { ConfirmDialog } from './confirm-dialog'
import { FeedbackSnackbar } from './feedback-snackbar'
import { EmptyMessage, LoadFailedMessage, LoadingMessage } from './list-status'
import { ScreenHeader } from './screen-header'

const countText = (n: number) => (n === 1 ? '1 opinión' : `${n} opiniones`)

function OpinionItem({ opinion, onDelete }: { opinion: Opinion; onDelete: () => void }) {
  const dateId = useId()
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1, borderColor: 'rgba(191, 72, 0, 0.2)' }}
    >
      <Typography variant="body2" id={dateId} sx={{ color: 'text.secondary' }}>
        {opinion.fecha ? (
          <time dateTime={opinion.fecha.toISOString()}>{formatDateTime(opinion.fecha)}</time>
        ) : (
          'Sin fecha'
        )}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {opinion.mensaje}
      </Typography>
      <Box>
        <Button
          color="error"
          variant="outlined"
          size="small"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-describedby={dateId}
        >
          Eliminar
        </Button>
      </Box>
    </Paper>
  )
}

/** What visitors wrote in 'Danos tu opinión', newest first, live. */
export function OpinionsScreen() {
  const { list, retry } = useLiveOpinions()
  const { feedback, show, close } = useFeedback()
  const [toDelete, setToDelete] = useState<Opinion | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const confirmDelete = async () => {
    if (!toDelete) return
    setDeleting(true)
    try {
      await deleteOpinion(toDelete.id)
      show('success', TEXTS.opinionDeleted)
    } catch (error) {
      console.error('No se pudo eliminar la opinión', toDelete.id, error)
      show('error', TEXTS.opinionDeleteFailed)
    } finally {
      setDeleting(false)
      setDialogOpen(false)
    }
  }

  return (
    <>
      <ScreenHeader
        title="Opiniones"
        subtitle={
          list.status === 'loaded' && list.items.length > 0
            ? `${countText(list.items.length)}, de la más reciente a la más antigua`
            : undefined
        }
      />
      {list.status === 'loading' && <LoadingMessage>Cargando opiniones...</LoadingMessage>}
      {list.status === 'failed' && <LoadFailedMessage onRetry={retry} />}
      {list.status === 'loaded' && list.items.length === 0 && (
        <EmptyMessage>
          <Typography sx={{ fontWeight: 600 }}>Todavía no hay opiniones.</Typography>
        </EmptyMessage>
      )}
      {list.status === 'loaded' && list.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Opiniones"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 760 }}
        >
          {list.items.map((opinion) => (
            <OpinionItem
              key={opinion.id}
              opinion={opinion}
              onDelete={() => {
                setToDelete(opinion)
                setDialogOpen(true)
              }}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={dialogOpen}
        question={TEXTS.opinionDeleteQuestion}
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDialogOpen(false)}
      >
        {toDelete && (
          <Typography
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {toDelete.mensaje}
          </Typography>
        )}
      </ConfirmDialog>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
