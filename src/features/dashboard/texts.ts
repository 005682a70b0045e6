/** The dashboard's messages; the ones from the specification are exact. */
export const TEXTS = {
  loadingImages: 'Cargando imágenes...',
  deleteQuestion: '¿Estás seguro de que deseas eliminar esta imagen?',
  deleted: 'Imagen eliminada con éxito',
  deleteFailed: 'No se pudo eliminar la imagen. Revisa tu conexión e inténtalo de nuevo.',
  createNoImage: 'Por favor selecciona al menos una imagen.',
  createUploaded: 'Imágenes subidas con éxito',
  createFailed: 'Error al subir imágenes, revisa la consola.',
  editNoFile: 'Selecciona una imagen antes de subir.',
  editUpdated: 'Imagen actualizada correctamente',
  editFailedPrefix: 'Error al actualizar la imagen: ',
  moveFailed: 'No se pudo cambiar el orden. Revisa tu conexión e inténtalo de nuevo.',
  descriptionSaved: 'Descripción guardada',
  descriptionFailed:
    'No se pudo guardar la descripción. Revisa tu conexión e inténtalo de nuevo: tu texto sigue aquí.',
  opinionDeleteQuestion: '¿Estás seguro de que deseas eliminar esta opinión?',
  opinionDeleted: 'Opinión eliminada con éxito',
  opinionDeleteFailed: 'No se pudo eliminar la opinión. Revisa tu conexión e inténtalo de nuevo.',
} as const
