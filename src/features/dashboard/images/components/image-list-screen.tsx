import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ImageDocument } from '@/lib/data/image-document'
import { deleteImage } from '../api/managed-images'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { useConfirmation } from '../../shared/hooks/use-confirmation'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { useImageMove } from '../hooks/use-image-move'
import { useImageVisibility } from '../hooks/use-image-visibility'
import { useLiveImages } from '../hooks/use-live-images'
import { useUndoableDeletion } from '../hooks/use-undoable-deletion'
import { isEditable, isMenuSection, type Section } from '../../shared/sections'
import { TEXTS } from '../../shared/texts'
import { CARD_GRID_SX } from '../../shared/components/card-grid'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import { DELETE_BUTTON, ImageCard } from '../../shared/components/image-card'
import { ImageDeletionDialog } from '../../shared/components/image-deletion-dialog'
import {
  EmptyMessage,
  LoadFailedMessage,
  LoadingMessage,
} from '../../shared/components/list-status'
import { ScreenHeader } from '../../shared/components/screen-header'
import { UndoSnackbar } from './undo-snackbar'
import { visuallyHidden } from '@/components/a11y/visually-hidden'

const NO_IMAGES: ImageDocument[] = []

/** What names an image in the question before deleting it. */
const imageLabel = (image: ImageDocument, fallback: string) =>
  image.nombre ?? (image.numero !== undefined ? `N.º ${image.numero}` : fallback)

/**
 * The live grid of one collection's images, with 'Crear', 'Editar', 'Ocultar' (or 'Mostrar') and
 * 'Eliminar', which asks the specification's question first and which 'Deshacer' still takes back
 * for a few seconds; in a menu's list, also 'Subir' and 'Bajar', which change the order visitors
 * see.
 */
export function ImageListScreen({ section }: { section: Section }) {
  const { state: list, retry } = useLiveImages(section.collection)
  const { feedback, show, close } = useFeedback()
  const deletion = useUndoableDeletion<ImageDocument>({
    remove: (image) => deleteImage(section.collection, image),
    onFailed: (image, error) => {
      console.error('No se pudo eliminar la imagen', image, error)
      show('error', staffErrorMessage(error, TEXTS.deleteImageFailed))
    },
  })
  const question = useConfirmation<ImageDocument>()
  const confirmDeletion = () => {
    if (question.item !== null) deletion.schedule(question.item)
    question.close()
  }
  const visibility = useImageVisibility(isEditable(section) ? section.collection : null, show)
  const fallbackAlt = `Imagen de ${section.label.toLowerCase()}`
  const loaded = list.status === 'ready' ? list.data : NO_IMAGES
  const { isRemoved } = deletion
  const images = useMemo(() => loaded.filter((image) => !isRemoved(image)), [loaded, isRemoved])
  const hiddenCount = images.filter((image) => image.oculto === true).length
  const showMoveFailed = useCallback(
    (error: unknown) => show('error', staffErrorMessage(error, TEXTS.moveFailed)),
    [show],
  )
  const menu = isMenuSection(section) ? section.collection : null
  const { listRef, move, announcement } = useImageMove(menu, images, showMoveFailed)

  // 'Deshacer' leaves with its snackbar: the focus goes back to the first card it brought back.
  const restored = useRef<string | null>(null)
  useEffect(() => {
    if (restored.current === null) return
    const index = images.findIndex((image) => image.id === restored.current)
    if (index < 0) return
    restored.current = null
    listRef.current?.children[index]?.querySelector<HTMLElement>(`[${DELETE_BUTTON}]`)?.focus()
  }, [images, listRef])
  const undo = () => {
    restored.current = deletion.undo()[0]?.id ?? null
  }
  const moveButtons = (index: number) =>
    menu === null
      ? undefined
      : {
          up: index > 0 ? () => move(index, 'up') : undefined,
          down: index < images.length - 1 ? () => move(index, 'down') : undefined,
        }

  return (
    <>
      <ScreenHeader
        title={section.label}
        subtitle={images.length > 0 ? TEXTS.imageCount(images.length, hiddenCount) : undefined}
        actions={
          section.itemsPath && (
            <Button
              component={RouterLink}
              to={`${section.itemsPath}/crear`}
              variant="contained"
              size="large"
              startIcon={<AddIcon />}
            >
              Crear
            </Button>
          )
        }
      />

      {list.status === 'loading' && <LoadingMessage>{TEXTS.loadingImages}</LoadingMessage>}
      {list.status === 'failed' && <LoadFailedMessage error={list.error} onRetry={retry} />}
      {list.status === 'ready' && images.length === 0 && (
        <EmptyMessage>
          <Typography sx={{ fontWeight: 600 }}>No hay imágenes en {section.label}.</Typography>
          {section.itemsPath && <Typography>Usa «Crear» para subir la primera.</Typography>}
        </EmptyMessage>
      )}
      {images.length > 0 && (
        <Box
          component="ul"
          ref={listRef}
          aria-label={`Imágenes de ${section.label}`}
          sx={CARD_GRID_SX}
        >
          {images.map((image, index) => (
            <ImageCard
              key={image.id}
              image={image}
              fallbackAlt={fallbackAlt}
              editPath={section.itemsPath && `${section.itemsPath}/${image.id}`}
              onDelete={question.ask}
              onToggleHidden={visibility.toggle}
              toggling={visibility.isSaving(image)}
              move={moveButtons(index)}
            />
          ))}
        </Box>
      )}
      {menu !== null && list.status === 'ready' && (
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      )}

      <ImageDeletionDialog
        image={question.item}
        label={question.item ? imageLabel(question.item, fallbackAlt) : ''}
        open={question.open}
        busy={false}
        onConfirm={confirmDeletion}
        onCancel={question.close}
      />
      <UndoSnackbar count={deletion.waiting.length} onUndo={undo} raised={feedback !== null} />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
