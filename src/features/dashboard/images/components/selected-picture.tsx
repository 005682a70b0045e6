import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { MAX_DESCRIPCION } from '@/lib/data/image-document'
import type { SelectedFile } from '../hooks/use-selected-files'
import { descriptionLength, tooLongText } from '../utils/description-text'
import { PicturePreview, PREVIEW_SIZE } from './picture-preview'
import { PreparationStatus } from './preparation-status'

const HINT =
  'Opcional. ¿Qué muestra la imagen? Ej.: «Hamburguesa doble con papas». ' +
  'Es lo que leen Google y las personas ciegas.'

/** The counter appears when the text nears the limit. */
const COUNTER_FROM = MAX_DESCRIPCION - 100

interface SelectedPictureProps {
  item: SelectedFile
  locked: boolean
  describe: boolean
  onRemove: (key: string) => void
  onDescribe: (key: string, descripcion: string) => void
}

/** One chosen picture: its preview, name and state, and in a menu its descripción. */
export function SelectedPicture({
  item,
  locked,
  describe,
  onRemove,
  onDescribe,
}: SelectedPictureProps) {
  const nameId = `${item.key}-nombre`
  const fieldId = `${item.key}-descripcion`
  const length = descriptionLength(item.descripcion)
  const tooLong = length > MAX_DESCRIPCION
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: `${PREVIEW_SIZE}px minmax(0, 1fr)`,
        gridTemplateAreas: describe
          ? { xs: '"preview info" "field field"', sm: '"preview info" "preview field"' }
          : '"preview info"',
        gridTemplateRows: { sm: 'auto 1fr' },
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'start',
        '&:not(:first-of-type)': { pt: 2, borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'preview' }}>
        <PicturePreview
          src={item.previewUrl}
          name={item.file.name}
          dimmed={item.preparation.status === 'preparing'}
          onRemove={locked ? undefined : () => onRemove(item.key)}
        />
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography
          id={nameId}
          variant="body2"
          title={item.file.name}
          sx={{
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {item.file.name}
        </Typography>
        <PreparationStatus preparation={item.preparation} uploading={item.progress !== null} />
        {item.progress !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(item.progress * 100)}
            aria-label={`Progreso de ${item.file.name}`}
            sx={{ height: 6, borderRadius: 3 }}
          />
        )}
      </Box>
      {describe && (
        <TextField
          id={fieldId}
          label="Descripción"
          value={item.descripcion}
          onChange={(event) => onDescribe(item.key, event.target.value)}
          disabled={locked}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          size="small"
          error={tooLong}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{tooLong ? tooLongText(length, 'subirla') : HINT}</span>
              {length >= COUNTER_FROM && (
                <Box component="span" sx={{ flexShrink: 0, fontWeight: 600 }}>
                  {length}/{MAX_DESCRIPCION}
                </Box>
              )}
            </Box>
          }
          // Named with the picture's file, so each field says which picture it describes.
          slotProps={{ htmlInput: { 'aria-labelledby': `${fieldId}-label ${nameId}` } }}
          sx={{ gridArea: 'field' }}
        />
      )}
    </Box>
  )
}
