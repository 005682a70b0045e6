import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import type { TodayItem } from '@/lib/data/today-list'
import { useItemDraft } from '../hooks/use-item-draft'
import { fromItemDraft, toItemDraft } from '../utils/today-item-draft'
import { TodayItemFields } from './today-item-fields'

interface TodayItemDialogProps {
  item: TodayItem
  onSave: (item: TodayItem) => void
  onRemove: () => void
  onClose: () => void
}

/** Editar: the item's name, price and note; or 'Quitar de la lista'. */
export function TodayItemDialog({ item, onSave, onRemove, onClose }: TodayItemDialogProps) {
  const { fields, submitWith } = useItemDraft(() => toItemDraft(item))
  const submit = submitWith((draft) =>
    onSave({ ...fromItemDraft(draft, item.id), agotado: item.agotado }),
  )

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Editar {item.nombre}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TodayItemFields {...fields} />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={onRemove}>
            Quitar de la lista
          </Button>
          <span>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variant="contained">
              Guardar
            </Button>
          </span>
        </DialogActions>
      </form>
    </Dialog>
  )
}
