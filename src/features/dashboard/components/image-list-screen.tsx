import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import { useCallback } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ImageDocument } from '@/lib/data/image-document'
import { deleteImage } from '@/lib/data/managed-images'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { useFeedback } from '../hooks/use-feedback'
import { useImageMove } from '../hooks/use-image-move'
import { useLiveImages } from '../hooks/use-live-images'
import { isMenuSection, type Section } from '../sections'
import { TEXTS } from '../texts'
import { CARD_GRID_SX } from './card-grid'
import { ImageDeletionDialog } from './image-deletion-dialog'
import { FeedbackSnackbar } from './feedback-snackbar'
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion'
import { ImageCard } from './image-card'
import { EmptyMessage, LoadFailedMessage, LoadingMessage } from './list-status'
import { ScreenHeader } from './screen-header'
import { visuallyHidden } from '@/components/a11y/visually-hidden'

const NO_IMAGES: ImageDocument[] = []

const countText = (n: number) => (n === 1 ? '1 imagen' : `${n} imágenes`)

/**
 * The live grid of one collection's images, with 'Crear', 'Editar' and 'Eliminar'; in a menu's
 * list, also 'Subir' and 'Bajar', which change the order visitors see.
 */
export function ImageListScreen({ section }: { section: Section }) {
  const { list, retry } = useLiveImages(section.collection)
  const { feedback, show, close } = useFeedback()
  const deletion = useConfirmedDeletion<ImageDocument>({
    remove: (image) => deleteImage(section.collection, image),
    show,
    deleted: TEXTS.deleted,
    failed: TEXTS.deleteFailed,
    logLabel: 'No se pudo eliminar la imagen',
  })
  const fallbackAlt = `Imagen de ${section.label.toLowerCase()}`
  const images = list.status === 'loaded' ? list.items : NO_IMAGES
  const showMoveFailed = useCallback(
    (error: unknown) => show('error', staffErrorMessage(error, TEXTS.moveFailed)),
    [show],
  )
  const menu = isMenuSection(section) ? section.collection : null
  const { listRef, move, announcement } = useImageMove(menu, images, showMoveFailed)
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
        subtitle={
          list.status === 'loaded' && list.items.length > 0
            ? countText(list.items.length)
            : undefined
        }
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
      {list.status === 'loaded' && list.items.length === 0 && (
        <EmptyMessage>
          <Typography sx={{ fontWeight: 600 }}>No hay imágenes en {section.label}.</Typography>
          {section.itemsPath && <Typography>Usa «Crear» para subir la primera.</Typography>}
        </EmptyMessage>
      )}
      {list.status === 'loaded' && list.items.length > 0 && (
        <Box
          component="ul"
          ref={listRef}
          aria-label={`Imágenes de ${section.label}`}
          sx={CARD_GRID_SX}
        >
          {list.items.map((image, index) => (
            <ImageCard
              key={image.id}
              image={image}
              fallbackAlt={fallbackAlt}
              editPath={section.itemsPath && `${section.itemsPath}/${image.id}`}
              onDelete={deletion.ask}
              move={moveButtons(index)}
            />
          ))}
        </Box>
      )}
      {menu !== null && list.status === 'loaded' && (
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
      )}

      <ImageDeletionDialog
        image={deletion.item}
        label={deletion.item?.nombre ?? fallbackAlt}
        open={deletion.open}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
