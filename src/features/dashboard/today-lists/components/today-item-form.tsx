import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { TODAY_LIMITS, type TodayItem } from '@/lib/data/today-list'
import { useItemDraft } from '../hooks/use-item-draft'
import { EMPTY_DRAFT, fromItemDraft } from '../utils/today-item-draft'
import { TodayItemFields } from './today-item-fields'

interface TodayItemFormProps {
  menuLabel: string
  full: boolean
  /** Resolves once added (the form then empties); rejects to keep what was typed. */
  onAdd: (item: TodayItem) => Promise<void>
}

/** 'Agregar a la lista': a new item, available. */
export function TodayItemForm({ menuLabel, full, onAdd }: TodayItemFormProps) {
  const headingId = useId()
  const { fields, setDraft, submitWith, reset } = useItemDraft(EMPTY_DRAFT)
  const submit = submitWith((draft) => {
    // Emptied at once (the item shows in the list at once); put back if the save fails.
    reset(EMPTY_DRAFT)
    onAdd(fromItemDraft(draft)).catch(() => setDraft(draft))
  })

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
        Agregar a {menuLabel.toLowerCase()}
      </Typography>
      {full ? (
        <Typography sx={{ color: 'text.secondary' }}>
          La lista ya tiene {TODAY_LIMITS.items} productos, el máximo. Quita uno para agregar otro.
        </Typography>
      ) : (
        <>
          <TodayItemFields {...fields} />
          <Box>
            <Button type="submit" variant="contained" startIcon={<AddIcon />}>
              Agregar
            </Button>
          </Box>
        </>
      )}
    </Paper>
  )
}
