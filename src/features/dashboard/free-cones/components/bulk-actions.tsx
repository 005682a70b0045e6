import DeleteIcon from '@mui/icons-material/Delete'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import type { BulkSelection } from '../hooks/use-bulk-selection'
import { TEXTS } from '../../shared/texts'
import { ConfirmDialog } from '../../shared/components/confirm-dialog'

/** The bar above the review queue: choose all, how many are chosen, Ocultar and Eliminar. */
export function BulkActions({ bulk, entries }: { bulk: BulkSelection; entries: FreeConeEntry[] }) {
  const count = bulk.selected.length
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mb: 2,
        p: 1,
        borderRadius: 2,
        bgcolor: count > 0 ? '#FFF3E6' : 'transparent',
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={count > 0 && count === entries.length}
            indeterminate={count > 0 && count < entries.length}
            onChange={bulk.toggleAll}
          />
        }
        label={TEXTS.selectAll}
      />
      <Typography role="status" sx={{ flex: 1, minWidth: 120, color: 'text.secondary' }}>
        {count > 0 ? TEXTS.selectedCount(count) : ''}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<VisibilityOffIcon />}
        disabled={count === 0 || bulk.busy !== null}
        onClick={bulk.hide}
      >
        {bulk.busy === 'ocultar' ? 'Ocultando...' : TEXTS.hide}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={count === 0 || bulk.busy !== null}
        onClick={bulk.askDelete}
      >
        Eliminar
      </Button>
      <ConfirmDialog
        open={bulk.confirming}
        question={TEXTS.bulkDeleteQuestion(count)}
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        busy={bulk.busy === 'eliminar'}
        onConfirm={bulk.confirmDelete}
        onCancel={bulk.cancelDelete}
      />
    </Box>
  )
}
