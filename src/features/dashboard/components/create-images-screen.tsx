import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate'
import { useState } from 'react'
import { createImage } from '@/lib/data/managed-images'
import { useSelectedFiles } from '../hooks/use-selected-files'
import { MAX_SOURCE_MB } from '../utils/image-files'
import type { EditableSection } from '../sections'
import { TEXTS } from '../texts'
import { BackLink } from './back-link'
import { ImagePickerButton } from './image-picker-button'
import { ScreenHeader } from './screen-header'
import { SelectedPreviews } from './selected-previews'
import { UploadButton } from './upload-button'

type Message = { severity: 'success' | 'error' | 'warning'; text: string }

/** Upload several new images to one collection. */
export function CreateImagesScreen({ section }: { section: EditableSection }) {
  const { selected, add, remove, removeAll, setProgress } = useSelectedFiles()
  const [uploading, setUploading] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)
  const [rejected, setRejected] = useState<string[]>([])

  const pick = (files: File[]) => {
    setRejected(add(files))
    setMessage(null)
  }

  const upload = async () => {
    setRejected([])
    if (selected.length === 0) {
      setMessage({ severity: 'warning', text: TEXTS.createNoImage })
      return
    }
    setUploading(true)
    setMessage(null)
    const uploaded = new Set<string>()
    // One after another: kinder to a weak connection, and comidas get their numbers in order.
    for (const item of selected) {
      setProgress(item.key, 0)
      try {
        await createImage(section.collection, item.file, (fraction) =>
          setProgress(item.key, fraction),
        )
        uploaded.add(item.key)
      } catch (error) {
        console.error(`No se pudo subir ${item.file.name}`, error)
        setProgress(item.key, null)
      }
    }
    removeAll(uploaded)
    setUploading(false)
    const failedCount = selected.length - uploaded.size
    if (failedCount === 0) {
      setMessage({ severity: 'success', text: TEXTS.createUploaded })
    } else {
      const detail =
        uploaded.size > 0
          ? ` Se subieron ${uploaded.size} de ${selected.length}; las que faltan siguen seleccionadas.`
          : ''
      setMessage({ severity: 'error', text: TEXTS.createFailed + detail })
    }
  }

  return (
    <>
      <ScreenHeader
        title={`Crear en ${section.label}`}
        subtitle="Elige una o varias imágenes; puedes agregar más antes de subirlas."
        back={<BackLink to={section.listPath} label={section.label} />}
      />
      <Paper
        variant="outlined"
        // Chosen pictures or uploads under way: a new build waits for them (see unsaved-work.ts).
        data-unsaved-work={selected.length > 0 || uploading || undefined}
        sx={{ p: { xs: 2, sm: 3 }, borderColor: 'rgba(191, 72, 0, 0.2)' }}
      >
        <ImagePickerButton
          label={selected.length > 0 ? 'Agregar más imágenes' : 'Seleccionar imágenes'}
          multiple
          disabled={uploading}
          startIcon={<AddPhotoAlternateIcon />}
          onPick={pick}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {`Solo imágenes (JPG, PNG, WebP…), de hasta ${String(MAX_SOURCE_MB)} MB cada una. Se preparan en este equipo antes de subirlas.`}
        </Typography>
        <SelectedPreviews files={selected} locked={uploading} onRemove={remove} />
        <Box aria-live="polite" sx={{ display: 'grid', gap: 1, my: 2 }}>
          {rejected.map((text) => (
            <Alert key={text} severity="warning">
              {text}
            </Alert>
          ))}
          {message && <Alert severity={message.severity}>{message.text}</Alert>}
        </Box>
        <UploadButton label="Subir" uploading={uploading} onUpload={() => void upload()} />
      </Paper>
    </>
  )
}
