import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import DeleteIcon from '@mui/icons-material/Delete'
import { useId } from 'react'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { SAVE_TIMEOUT_MS, withTimeout } from '@/lib/network/connection'
import { deleteOpinion, type Opinion } from '@/lib/data/opiniones'
import { useFeedback } from '../hooks/use-feedback'
import { useLiveOpinions } from '../hooks/use-live-opinions'
import { TEXTS } from '../texts'
import { formatDateTime } from '../utils/format-date'
import { ConfirmDialog } from './confirm-dialog'
import { FeedbackSnackbar } from './feedback-snackbar'
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion'
import { EmptyMessage, LoadFailedMessage, LoadingMessage, LoadMoreButton } from './list-status'
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
  const { list, retry, more, loadingMore, loadMore } = useLiveOpinions()
  const { feedback, show, close } = useFeedback()
  const deletion = useConfirmedDeletion<Opinion>({
    remove: (opinion) => withTimeout(deleteOpinion(opinion.id), SAVE_TIMEOUT_MS),
    show,
    deleted: TEXTS.opinionDeleted,
    failed: (error) => staffErrorMessage(error, TEXTS.opinionDeleteFailed),
    logLabel: 'No se pudo eliminar la opinión',
  })

  return (
    <>
      <ScreenHeader
        title="Opiniones"
        subtitle={
          list.status === 'loaded' && list.items.length > 0
            ? more
              ? 'De la más reciente a la más antigua'
              : `${countText(list.items.length)}, de la más reciente a la más antigua`
            : undefined
        }
      />
      {list.status === 'loading' && <LoadingMessage>Cargando opiniones...</LoadingMessage>}
      {list.status === 'failed' && <LoadFailedMessage error={list.error} onRetry={retry} />}
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
              onDelete={() => deletion.ask(opinion)}
            />
          ))}
        </Box>
      )}
      <LoadMoreButton more={more} loading={loadingMore} onClick={loadMore} />
      <ConfirmDialog
        open={deletion.open}
        question={TEXTS.opinionDeleteQuestion}
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        {deletion.item && (
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
            {deletion.item.mensaje}
          </Typography>
        )}
      </ConfirmDialog>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
