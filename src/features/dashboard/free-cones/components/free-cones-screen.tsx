import CheckIcon from '@mui/icons-material/Check'
import DeleteIcon from '@mui/icons-material/Delete'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { deleteEntry, reviewEntry } from '../api/review'
import { ENTRY_STATES, type FreeConeEntry, type EntryState } from '@/lib/free-cone/entry'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { useConfirmedDeletion } from '../../shared/hooks/use-confirmed-deletion'
import { useEntries, useEntryCounts } from '../hooks/use-entries'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { TEXTS } from '../../shared/texts'
import { STATE_LABEL } from '../utils/entry-state'
import { useBulkSelection } from '../hooks/use-bulk-selection'
import { BulkActions } from './bulk-actions'
import { CleanupButton } from './cleanup-button'
import { CARD_GRID_SX } from '../../shared/components/card-grid'
import { ImageDeletionDialog } from '../../shared/components/image-deletion-dialog'
import { DeliverySearch } from './delivery-search'
import { EntryCard } from './entry-card'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import {
  EmptyMessage,
  LoadFailedMessage,
  LoadingMessage,
  LoadMoreButton,
} from '../../shared/components/list-status'
import { ScreenHeader } from '../../shared/components/screen-header'

const EMPTY_TEXT: Record<EntryState, string> = {
  pendiente: 'No hay imágenes por revisar.',
  publicada: 'Todavía no hay imágenes publicadas.',
  oculta: 'No hay imágenes ocultas.',
}

/**
 * Clientes: the free-cone screenshots by review state (newest first, a page at a time), with
 * 'Aprobar', 'Ocultar' and 'Eliminar'; the hand-over at the counter; the clean-up of files.
 */
export function FreeConesScreen() {
  const [estado, setEstado] = useState<EntryState>('pendiente')
  const [actions, setActions] = useState(0)
  const changed = () => setActions((n) => n + 1)
  const { list, retry, more, loadingMore, loadMore } = useEntries(estado)
  const shownKey = list.status === 'ready' ? list.data.map((i) => i.id).join() : list.status
  const counts = useEntryCounts(`${estado}:${shownKey}:${String(actions)}`)
  const { feedback, show, close } = useFeedback()
  const [reviewing, setReviewing] = useState<string | null>(null)
  const panelId = useId()
  const deletion = useConfirmedDeletion<FreeConeEntry>({
    remove: async (entry) => {
      await deleteEntry(entry)
      changed()
    },
    show,
    deleted: TEXTS.deleted,
    failed: (error) => staffErrorMessage(error, TEXTS.failedActions.deleteEntry),
    logLabel: 'No se pudo eliminar la imagen',
  })

  const review = async (entry: FreeConeEntry, next: 'publicada' | 'oculta') => {
    setReviewing(entry.id)
    try {
      await reviewEntry(entry, next)
      show('success', next === 'publicada' ? TEXTS.approved : TEXTS.hidden)
      changed()
    } catch (error) {
      console.error('No se pudo revisar la imagen', entry.numero, error)
      show('error', staffErrorMessage(error, TEXTS.failedActions.review))
    } finally {
      setReviewing(null)
    }
  }

  const shown = list.status === 'ready' ? list.data : []
  const bulk = useBulkSelection(estado, shown, { show, onChanged: changed })

  const tabLabel = (state: EntryState) =>
    counts ? `${STATE_LABEL[state].tab} (${counts[state]})` : STATE_LABEL[state].tab

  return (
    <>
      <ScreenHeader
        title="Clientes"
        subtitle="Revisa los pantallazos antes de publicarlos y entrega los conos."
        actions={<CleanupButton show={show} />}
      />
      <DeliverySearch show={show} onChanged={changed} />

      <Tabs
        value={estado}
        onChange={(_event, next: EntryState) => setEstado(next)}
        aria-label="Estado de las imágenes"
        // All three in sight on a phone (a label breaks before its count), as Hoy's tabs.
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {ENTRY_STATES.map((state) => (
          <Tab key={state} value={state} label={tabLabel(state)} aria-controls={panelId} wrapped />
        ))}
      </Tabs>

      <Box id={panelId} role="tabpanel" aria-label={STATE_LABEL[estado].tab}>
        {list.status === 'loading' && <LoadingMessage>{TEXTS.loadingImages}</LoadingMessage>}
        {list.status === 'failed' && <LoadFailedMessage error={list.error} onRetry={retry} />}
        {list.status === 'ready' && list.data.length === 0 && (
          <EmptyMessage>
            <Typography sx={{ fontWeight: 600 }}>{EMPTY_TEXT[estado]}</Typography>
          </EmptyMessage>
        )}
        {estado === 'pendiente' && shown.length > 0 && <BulkActions bulk={bulk} entries={shown} />}
        {list.status === 'ready' && list.data.length > 0 && (
          <Box
            component="ul"
            aria-label={`Imágenes ${STATE_LABEL[estado].tab.toLowerCase()}`}
            sx={CARD_GRID_SX}
          >
            {list.data.map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                selection={
                  estado !== 'pendiente'
                    ? undefined
                    : { selected: bulk.isSelected(entry), onToggle: () => bulk.toggle(entry) }
                }
                actions={(pictureLoads, describedBy) => (
                  <>
                    {entry.estado !== 'publicada' && (
                      <Button
                        variant="contained"
                        startIcon={<CheckIcon />}
                        onClick={() => void review(entry, 'publicada')}
                        disabled={!pictureLoads || reviewing === entry.id}
                        aria-describedby={describedBy}
                      >
                        {TEXTS.approve}
                      </Button>
                    )}
                    {entry.estado !== 'oculta' && (
                      <Button
                        variant="outlined"
                        startIcon={<VisibilityOffIcon />}
                        onClick={() => void review(entry, 'oculta')}
                        disabled={reviewing === entry.id}
                        aria-describedby={describedBy}
                      >
                        {TEXTS.hide}
                      </Button>
                    )}
                    <Button
                      color="error"
                      variant="outlined"
                      startIcon={<DeleteIcon />}
                      onClick={() => deletion.ask(entry)}
                      aria-describedby={describedBy}
                    >
                      Eliminar
                    </Button>
                  </>
                )}
              />
            ))}
          </Box>
        )}
        <LoadMoreButton more={more} loading={loadingMore} onClick={loadMore} />
      </Box>

      <ImageDeletionDialog
        image={deletion.item}
        label={deletion.item ? `N.º ${deletion.item.numero}` : ''}
        open={deletion.open}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
