/** The specification's success message after a delete (a snackbar). */
const DELETED = 'Imagen eliminada con éxito'

/** The dashboard's messages; the ones from the specification are exact. */
export const TEXTS = {
  loadingImages: 'Cargando imágenes...',
  deleteQuestion: '¿Estás seguro de que deseas eliminar esta imagen?',
  deleted: DELETED,
  /** The same sentence for several at once, with how many: what 'Deshacer' would bring back. */
  deletedCount: (count: number) =>
    count === 1 ? DELETED : `${count} imágenes eliminadas con éxito`,
  deleteFailed: 'No se pudo eliminar la imagen. Revisa tu conexión e inténtalo de nuevo.',
  createNoImage: 'Por favor selecciona al menos una imagen.',
  createUploaded: 'Imágenes subidas con éxito',
  createFailed: 'Error al subir imágenes, revisa la consola.',
  editNoFile: 'Selecciona una imagen antes de subir.',
  editUpdated: 'Imagen actualizada correctamente',
  editFailedPrefix: 'Error al actualizar la imagen: ',
  moveFailed: 'No se pudo cambiar el orden',
  descriptionSaved: 'Descripción guardada',
  descriptionFailed: 'No se pudo guardar la descripción',
  opinionDeleteQuestion: '¿Estás seguro de que deseas eliminar esta opinión?',
  opinionDeleted: 'Opinión eliminada con éxito',
  opinionDeleteFailed: 'No se pudo eliminar la opinión',
  approve: 'Aprobar',
  hide: 'Ocultar',
  approved: 'Imagen publicada en la galería',
  hidden: 'Imagen ocultada de la galería',
  /** What failed, for staffErrorMessage to say why. */
  failedActions: {
    review: 'No se pudo cambiar la imagen',
    deleteEntry: 'No se pudo eliminar la imagen',
    cleanup: 'No se pudo limpiar',
  },
  brokenImage: 'No se pudo cargar la imagen. Elimínala en lugar de aprobarla.',
  deliver: 'Cono entregado',
  wrongCode: (numero: number) =>
    `El código no coincide con el del número ${numero}. Pide al cliente el código que aparece en su teléfono, en «Tus números».`,
  select: (numero: number) => `Seleccionar N.º ${numero}`,
  selectAll: 'Seleccionar todas',
  selectedCount: (count: number) => `${count} ${count === 1 ? 'seleccionada' : 'seleccionadas'}`,
  bulkDeleteQuestion: (count: number) =>
    `¿Estás seguro de que deseas eliminar ${count === 1 ? 'esta imagen' : `estas ${count} imágenes`}?`,
  bulkHidden: (count: number) =>
    `${count} ${count === 1 ? 'imagen ocultada' : 'imágenes ocultadas'}`,
  /** 'Se cambiaron 2 de 5 imágenes: no hay conexión…' */
  bulkStopped: (done: number, total: number) => `Se cambiaron ${done} de ${total} imágenes`,
  delivered: (numero: number) => `Cono entregado al número ${numero}`,
  deliverFailed: 'No se pudo marcar la entrega',
  alreadyDelivered: 'Este cono ya se había entregado: otro teléfono marcó la entrega.',
  cleanup: 'Limpiar archivos sin entrada',
  cleaning: 'Limpiando...',
  cleaned: (count: number) =>
    count === 0
      ? 'No había archivos sin entrada.'
      : `Se borraron ${count} ${count === 1 ? 'archivo' : 'archivos'} sin entrada.`,
  undo: 'Deshacer',
  deleteImageFailed: 'No se pudo eliminar la imagen',
  show: 'Mostrar',
  hiddenMark: 'Oculta',
  hiddenNote: 'No se ve en la página',
  imageHidden: 'Imagen oculta: ya no se ve en la página. «Mostrar» la vuelve a poner.',
  imageShown: 'Imagen visible otra vez en la página',
  hideFailed: 'No se pudo ocultar la imagen',
  showFailed: 'No se pudo mostrar la imagen',
  imageCount: (count: number, hidden: number) =>
    `${count === 1 ? '1 imagen' : `${count} imágenes`}${hidden > 0 ? ` · ${hidden} ${hidden === 1 ? 'oculta' : 'ocultas'}` : ''}`,
} as const
