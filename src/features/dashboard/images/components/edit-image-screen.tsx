import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ImageIcon from '@mui/icons-material/Image'
import { useState } from 'react'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { brand } from '@/config/theme'
import { replaceImage } from '../api/image-uploads'
import {
  isPermissionError,
  NO_CONNECTION_REASON,
  staffErrorMessage,
} from '@/lib/errors/staff-error-message'
import { isOffline } from '@/lib/network/connection'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { useImageLookup } from '../hooks/use-image-lookup'
import { useChosenFile } from '../hooks/use-chosen-file'
import { isMenuSection, type EditableSection } from '../../shared/sections'
import { TEXTS } from '../../shared/texts'
import { errorText, imageFileProblem, rejectionMessage } from '../utils/image-files'
import { BackLink } from '../../shared/components/back-link'
import { DescriptionForm } from './description-form'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import { ImagePickerButton } from './image-picker-button'
import { LoadingMessage } from '../../shared/components/list-status'
import { ScreenHeader } from '../../shared/components/screen-header'
import { UploadButton } from './upload-button'

const EDIT_PREVIEW_MAX = 250

type Message = { severity: 'error' | 'warning'; text: string }

function Figure({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {caption}
      </Typography>
      <Box
        component="img"
        crossOrigin="anonymous"
        src={src}
        alt={alt}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: EDIT_PREVIEW_MAX,
          width: 'auto',
          height: 'auto',
          borderRadius: 2,
          bgcolor: brand.cream,
          boxShadow: 1,
        }}
      />
    </Box>
  )
}

/** Replace the picture of one image document, and, in a menu, say in words what it shows. */
export function EditImageScreen({ section, id }: { section: EditableSection; id: string }) {
  const { state, retry, replace } = useImageLookup(section.collection, id)
  const [chosen, choose] = useChosenFile()
  const [uploading, setUploading] = useState(false)
  const [progress, setProgress] = useState(0)
  const [message, setMessage] = useState<Message | null>(null)
  const { feedback, show, close } = useFeedback()
  const back = <BackLink to={section.listPath} label={section.label} />

  if (state.status !== 'ready' || !state.data.exists) {
    return (
      <>
        <ScreenHeader title="Editar imagen" back={back} />
        {state.status === 'loading' && <LoadingMessage>Cargando...</LoadingMessage>}
        {state.status === 'ready' && (
          <Alert severity="info">
            Esta imagen no existe en {section.label}. Puede que ya se haya eliminado.
          </Alert>
        )}
        {state.status === 'failed' && (
          <RetryAlert severity="error" onRetry={retry}>
            {isPermissionError(state.error)
              ? staffErrorMessage(state.error, 'No pudimos cargar la imagen')
              : 'No pudimos cargar la imagen. Revisa tu conexión e inténtalo de nuevo.'}
          </RetryAlert>
        )}
      </>
    )
  }

  const current = state.data.image
  const pick = ([picked]: File[]) => {
    if (!picked) return
    const problem = imageFileProblem(picked)
    if (problem) {
      setMessage({ severity: 'warning', text: rejectionMessage(picked, problem) })
      return
    }
    setMessage(null)
    choose(picked)
  }

  const upload = async () => {
    if (!chosen) {
      setMessage({ severity: 'warning', text: TEXTS.editNoFile })
      return
    }
    // Without any connection the upload would only wait: say so at once, the picture stays.
    if (isOffline()) {
      setMessage({ severity: 'error', text: TEXTS.editFailedPrefix + NO_CONNECTION_REASON })
      return
    }
    setUploading(true)
    setProgress(0)
    setMessage(null)
    try {
      const updated = await replaceImage(section.collection, id, current, chosen.file, setProgress)
      replace(updated)
      choose(null)
      show('success', TEXTS.editUpdated)
    } catch (error) {
      console.error('No se pudo actualizar la imagen', error)
      setMessage({ severity: 'error', text: TEXTS.editFailedPrefix + errorText(error) })
    } finally {
      setUploading(false)
    }
  }

  return (
    <>
      <ScreenHeader
        title="Editar imagen"
        subtitle={[section.label, current?.nombre].filter(Boolean).join(' · ')}
        back={back}
      />
      <Paper
        variant="outlined"
        // A chosen picture or an upload under way: a new build waits for it (see unsaved-work.ts).
        data-unsaved-work={chosen !== null || uploading || undefined}
        sx={{ p: { xs: 2, sm: 3 }, borderColor: 'rgba(191, 72, 0, 0.2)' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 3 }}>
          {current ? (
            <Figure
              src={current.url}
              alt={current.nombre ?? `Imagen de ${section.label.toLowerCase()}`}
              caption="Imagen actual"
            />
          ) : (
            <Box
              sx={{
                width: EDIT_PREVIEW_MAX,
                maxWidth: '100%',
                height: 160,
                display: 'grid',
                placeContent: 'center',
                justifyItems: 'center',
                gap: 1,
                border: '2px dashed',
                borderColor: 'divider',
                borderRadius: 2,
                color: 'text.secondary',
              }}
            >
              <ImageIcon aria-hidden="true" />
              <Typography variant="body2">Esta entrada no tiene imagen.</Typography>
            </Box>
          )}
          {chosen && (
            <Figure
              src={chosen.previewUrl}
              alt={`Vista previa de ${chosen.file.name}`}
              caption="Nueva imagen"
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ImagePickerButton
            label={current ? 'Cambiar Imagen' : 'Cargar Imagen'}
            disabled={uploading}
            onPick={pick}
          />
          <UploadButton label="Subir Imagen" uploading={uploading} onUpload={() => void upload()} />
        </Box>
        {uploading && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label="Progreso de la subida"
            sx={{ mt: 2, height: 8, borderRadius: 4 }}
          />
        )}
        <Box aria-live="polite" sx={{ mt: message ? 2 : 0 }}>
          {message && <Alert severity={message.severity}>{message.text}</Alert>}
        </Box>
      </Paper>
      {current && isMenuSection(section) && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, mt: 3, borderColor: 'rgba(191, 72, 0, 0.2)' }}
        >
          <DescriptionForm
            collection={section.collection}
            id={id}
            initial={current.descripcion}
            onSaved={(descripcion) => replace({ ...current, descripcion })}
            show={show}
          />
        </Paper>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
