import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import DeleteIcon from '@mui/icons-material/Delete'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import DraftsIcon from '@mui/icons-material/Drafts'
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread'
import { useId, useState } from 'react'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import {
  deleteOpinion,
  markAllOpinionsRead,
  setOpinionRead,
  type Opinion,
} from '../api/opinions-inbox'
import { useActivity } from '../../shared/hooks/use-activity'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { useLiveOpinions } from '../hooks/use-live-opinions'
import { TEXTS } from '../../shared/texts'
import { formatDateTime } from '../../shared/utils/format-date'
import { ConfirmDialog } from '../../shared/components/confirm-dialog'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import { useConfirmedDeletion } from '../../shared/hooks/use-confirmed-deletion'
import {
  EmptyMessage,
  LoadFailedMessage,
  LoadingMessage,
  LoadMoreButton,
} from '../../shared/components/list-status'
import { ScreenHeader } from '../../shared/components/screen-header'

const countText = (n: number) => (n === 1 ? '1 opinión' : `${n} opiniones`)

interface OpinionItemProps {
  opinion: Opinion
  onDelete: () => void
  /** Marks it read (true) or unread again (false). */
  onMark: (leida: boolean) => void
}

/** One opinion: an unread one stands out ('Nueva') until the staff mark it read. */
function OpinionItem({ opinion, onDelete, onMark }: OpinionItemProps) {
  const dateId = useId()
  const unread = !opinion.leida
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        borderColor: unread ? 'primary.main' : 'rgba(191, 72, 0, 0.2)',
        borderLeftWidth: unread ? 6 : 1,
        bgcolor: unread ? '#FFF1E3' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {unread && <Chip label="Nueva" size="small" color="primary" sx={{ fontWeight: 700 }} />}
        <Typography variant="body2" id={dateId} sx={{ color: 'text.secondary' }}>
          {opinion.fecha ? (
            <time dateTime={opinion.fecha.toISOString()}>{formatDateTime(opinion.fecha)}</time>
          ) : (
            'Sin fecha'
          )}
        </Typography>
      </Box>
      <Typography
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: unread ? 600 : 400 }}
      >
        {opinion.mensaje}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant={unread ? 'contained' : 'text'}
          size="small"
          startIcon={unread ? <DraftsIcon /> : <MarkEmailUnreadIcon />}
          onClick={() => onMark(unread)}
          aria-describedby={dateId}
        >
          {unread ? 'Marcar como leída' : 'Marcar como no leída'}
        </Button>
        <Button
          color="error"
          variant="outlined"
          size="small"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-describedby={dateId}
          // Readable on the tint of an unread opinion too.
          sx={{ color: 'error.dark' }}
        >
          Eliminar
        </Button>
      </Box>
    </Paper>
  )
}

/** Marking opinions read or unread: a failure is said in a snackbar (the list shows it back). */
function useReadMarks(show: ReturnType<typeof useFeedback>['show']) {
  const [markingAll, setMarkingAll] = useState(false)
  const mark = (opinion: Opinion, leida: boolean) => {
    setOpinionRead(opinion.id, leida).catch((error: unknown) => {
      console.error('No se pudo marcar la opinión', error)
      show('error', staffErrorMessage(error, 'No se pudo marcar la opinión'))
    })
  }
  const markAll = async () => {
    setMarkingAll(true)
    try {
      const count = await markAllOpinionsRead()
      show(
        'success',
        count === 1 ? '1 opinión marcada como leída' : `${count} opiniones marcadas como leídas`,
      )
    } catch (error) {
      console.error('No se pudieron marcar las opiniones', error)
      show('error', staffErrorMessage(error, 'No se pudieron marcar las opiniones'))
    } finally {
      setMarkingAll(false)
    }
  }
  return { mark, markAll, markingAll }
}

/** What visitors wrote in 'Danos tu opinión', newest first, live; unread ones stand out. */
export function OpinionsScreen() {
  const { list, retry, more, loadingMore, loadMore } = useLiveOpinions()
  const { feedback, show, close } = useFeedback()
  const { unread } = useActivity()
  const marks = useReadMarks(show)
  const deletion = useConfirmedDeletion<Opinion>({
    remove: (opinion) => deleteOpinion(opinion.id),
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
          list.status === 'ready' && list.data.length > 0
            ? more
              ? 'De la más reciente a la más antigua'
              : `${countText(list.data.length)}, de la más reciente a la más antigua`
            : undefined
        }
        actions={
          (unread ?? 0) > 0 && (
            <Button
              variant="outlined"
              startIcon={<DoneAllIcon />}
              onClick={() => void marks.markAll()}
              disabled={marks.markingAll}
            >
              Marcar todas como leídas
            </Button>
          )
        }
      />
      {list.status === 'loading' && <LoadingMessage>Cargando opiniones...</LoadingMessage>}
      {list.status === 'failed' && <LoadFailedMessage error={list.error} onRetry={retry} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <EmptyMessage>
          <Typography sx={{ fontWeight: 600 }}>Todavía no hay opiniones.</Typography>
        </EmptyMessage>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <Box
          component="ul"
          aria-label="Opiniones"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 760 }}
        >
          {list.data.map((opinion) => (
            <OpinionItem
              key={opinion.id}
              opinion={opinion}
              onDelete={() => deletion.ask(opinion)}
              onMark={(leida) => marks.mark(opinion, leida)}
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
