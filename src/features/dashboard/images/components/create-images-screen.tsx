import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate'
import { useState } from 'react'
import { storedDescripcion } from '@/lib/data/image-document'
import { createImage } from '../api/image-uploads'
import { useSelectedFiles } from '../hooks/use-selected-files'
import { isDescriptionTooLong } from '../utils/description-text'
import { MAX_SOURCE_MB } from '../utils/image-files'
import { isMenuSection, type EditableSection } from '../../shared/sections'
import { TEXTS } from '../../shared/texts'
import { BackLink } from '../../shared/components/back-link'
import { ImagePickerButton } from './image-picker-button'
import { ScreenHeader } from '../../shared/components/screen-header'
import { SelectedPreviews } from './selected-previews'
import { UploadButton } from './upload-button'

type Message = { severity: 'success' | 'error' | 'warning'; text: string }

const TOO_LONG = 'Una descripción es demasiado larga: acórtala y vuelve a pulsar «Subir».'

/**
 * Upload several new images to one collection; in a menu, each with what it shows in words (its
 * alt text for visitors who cannot see it), written with the image.
 */
export function CreateImagesScreen({ section }: { section: EditableSection }) {
  const { selected, add, prepared, remove, removeAll, setProgress, setDescription } =
    useSelectedFiles()
  const describes = isMenuSection(section)
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
    const tooLong = describes && selected.find((item) => isDescriptionTooLong(item.descripcion))
    if (tooLong) {
      setMessage({ severity: 'error', text: TOO_LONG })
      document.getElementById(`${tooLong.key}-descripcion`)?.focus()
      return
    }
    setUploading(true)
    setMessage(null)
    const uploaded = new Set<string>()
    // One after another: kinder to a weak connection, and comidas get their numbers in order.
    for (const item of selected) {
      try {
        const image = await prepared(item)
        setProgress(item.key, 0)
        const descripcion = describes ? storedDescripcion(item.descripcion) : undefined
        await createImage(
          section.collection,
          { file: item.file, prepared: image, descripcion },
          (fraction) => setProgress(item.key, fraction),
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
        subtitle={
          describes
            ? 'Elige una o varias imágenes y escribe qué muestra cada una; puedes agregar más antes de subirlas.'
            : 'Elige una o varias imágenes; puedes agregar más antes de subirlas.'
        }
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
        <SelectedPreviews
          files={selected}
          locked={uploading}
          describe={describes}
          onRemove={remove}
          onDescribe={setDescription}
        />
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
