import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { changeText, type OrderChange } from '../utils/order-change'

/**
 * What today's lists changed in the order, one sentence per item, beside its total: why it is
 * less than the visitor thought, until they change the order or send it.
 */
export function OrderChanges({ changes }: { changes: readonly OrderChange[] }) {
  if (changes.length === 0) return null
  return (
    <Alert
      severity="warning"
      role="status"
      data-order-changes
      sx={{ py: 0.25, maxHeight: '30vh', overflowY: 'auto', '& .MuiAlert-message': { py: 0.75 } }}
    >
      <AlertTitle sx={{ mb: 0.25, fontWeight: 700 }}>Tu pedido cambió</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.25 }}>
        {changes.map((change) => (
          <li key={`${change.menu}/${change.id}`}>{changeText(change)}</li>
        ))}
      </Box>
    </Alert>
  )
}
