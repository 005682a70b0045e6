import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ImageDocument } from '@/lib/data/image-document'
import { replaceImage } from '../api/image-uploads'
import { getImage, saveDescription, type ImageLookup } from '../api/managed-images'
import { firebaseError } from '@/testing/errors'
import { renderWithProviders } from '@/testing/render'
import { SECTIONS, type EditableSection } from '../../shared/sections'
import { EditImageScreen } from './edit-image-screen'

vi.mock('../api/managed-images', () => ({
  getImage: vi.fn(),
  saveDescription: vi.fn(),
}))
vi.mock('../api/image-uploads', () => ({ replaceImage: vi.fn() }))
const lookUp = vi.mocked(getImage)
const replace = vi.mocked(replaceImage)
const describeImage = vi.mocked(saveDescription)

const CURRENT: ImageDocument = {
  id: 'abc',
  url: 'https://example.test/viejo.png',
  nombre: 'viejo.png',
  fecha: new Date('2025-01-01T00:00:00Z'),
  ruta: 'helados/viejo.png-1',
}

const picker = () => screen.getByLabelText(/^(Cambiar|Cargar) Imagen$/)
const nuevo = new File([new Uint8Array(500)], 'nuevo.png', { type: 'image/png' })

function renderEdit(
  lookup: ImageLookup | Promise<ImageLookup> = { exists: true, image: CURRENT },
  section: EditableSection = SECTIONS.helados,
) {
  lookUp.mockImplementation(() => Promise.resolve(lookup))
  return renderWithProviders(<EditImageScreen section={section} id="abc" />)
}

/** Shows the current image, chooses nuevo.png and presses «Subir Imagen». */
async function uploadNuevo() {
  const user = userEvent.setup()
  renderEdit()
  await screen.findByText('Cambiar Imagen')
  await user.upload(picker(), nuevo)
  await user.click(screen.getByRole('button', { name: 'Subir Imagen' }))
}

describe('EditImageScreen', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    URL.createObjectURL = vi.fn(() => 'blob:nuevo')
    URL.revokeObjectURL = vi.fn()
  })

  it("says 'Cargando...' while reading the document", () => {
    renderEdit(new Promise(() => undefined))
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(lookUp).toHaveBeenCalledWith('helados', 'abc')
  })

  it('says so when the id does not exist, instead of spinning', async () => {
    renderEdit({ exists: false })
    expect(await screen.findByText(/Esta imagen no existe en Helados/)).toBeInTheDocument()
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument()
  })

  it("shows the current image with 'Cambiar Imagen' and 'Subir Imagen'", async () => {
    renderEdit()
    expect(await screen.findByRole('img', { name: 'viejo.png' })).toHaveAttribute(
      'src',
      CURRENT.url,
    )
    expect(screen.getByText('Cambiar Imagen')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subir Imagen' })).toBeEnabled()
    expect(picker()).toHaveAttribute('accept', 'image/*')
    expect(picker()).not.toHaveAttribute('multiple')
  })

  it("offers 'Cargar Imagen' when the document has no image", async () => {
    renderEdit({ exists: true, image: null })
    expect(await screen.findByText('Cargar Imagen')).toBeInTheDocument()
    expect(screen.queryByText('Cambiar Imagen')).not.toBeInTheDocument()
  })

  it('asks for an image before uploading', async () => {
    const user = userEvent.setup()
    renderEdit()
    await user.click(await screen.findByRole('button', { name: 'Subir Imagen' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Selecciona una imagen antes de subir.')
    expect(replace).not.toHaveBeenCalled()
  })

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderEdit()
    await screen.findByText('Cambiar Imagen')
    await user.upload(picker(), new File(['x'], 'notas.txt', { type: 'text/plain' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se agregó «notas.txt»: no es una imagen.',
    )
    expect(screen.queryByText('Nueva imagen')).not.toBeInTheDocument()
  })

  it('replaces the image, clears the preview and says so in a snackbar', async () => {
    let finish: (image: ImageDocument) => void = () => undefined
    replace.mockImplementation((_c, _id, _previous, _file, onProgress) => {
      onProgress?.(0.25)
      return new Promise((resolve) => (finish = resolve))
    })
    const user = userEvent.setup()
    renderEdit()
    await screen.findByText('Cambiar Imagen')
    await user.upload(picker(), nuevo)
    expect(screen.getByRole('img', { name: 'Vista previa de nuevo.png' })).toHaveAttribute(
      'src',
      'blob:nuevo',
    )
    await user.click(screen.getByRole('button', { name: 'Subir Imagen' }))
    expect(screen.getByRole('button', { name: 'Subiendo...' })).toBeDisabled()
    expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    expect(replace).toHaveBeenCalledWith('helados', 'abc', CURRENT, nuevo, expect.any(Function))
    const updated = { ...CURRENT, url: 'https://example.test/nuevo.png', nombre: 'nuevo.png' }
    await act(async () => finish(updated))
    expect(await screen.findByRole('alert')).toHaveTextContent('Imagen actualizada correctamente')
    expect(screen.getByRole('img', { name: 'nuevo.png' })).toHaveAttribute('src', updated.url)
    expect(screen.queryByText('Nueva imagen')).not.toBeInTheDocument()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:nuevo')
  })

  it('keeps the chosen file and shows the error message when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    replace.mockRejectedValue(
      firebaseError(
        'storage/unauthorized',
        'Firebase Storage: User does not have permission to access',
      ),
    )
    await uploadNuevo()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al actualizar la imagen: tu cuenta ya no tiene permiso de administrador.',
    )
    expect(screen.queryByText(/Firebase Storage|permission to access/)).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Vista previa de nuevo.png' })).toBeInTheDocument()
  })

  it('says at once that there is no connection, instead of waiting on an upload', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await uploadNuevo()
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error al actualizar la imagen: no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo.',
      )
      expect(replace).not.toHaveBeenCalled()
      expect(screen.getByRole('img', { name: 'Vista previa de nuevo.png' })).toBeInTheDocument()
    } finally {
      online.mockRestore()
    }
  })

  describe('descripción', () => {
    const field = () => screen.getByRole('textbox', { name: 'Descripción' })
    const saveButton = () => screen.getByRole('button', { name: 'Guardar descripción' })

    it('shows what the image says now, what the text is for and how long it is', async () => {
      renderEdit({ exists: true, image: { ...CURRENT, descripcion: 'Conos: $4.000' } })
      expect(await screen.findByRole('textbox', { name: 'Descripción' })).toHaveValue(
        'Conos: $4.000',
      )
      expect(field()).toHaveAccessibleDescription(/voz alta a las personas ciegas/)
      expect(field()).toHaveAccessibleDescription(/buscadores/)
      expect(field()).toHaveAccessibleDescription(/13\/1000/)
      expect(saveButton()).toBeEnabled()
    })

    it("saves it and says 'Descripción guardada'", async () => {
      describeImage.mockResolvedValue('Copas: sencilla $9.000')
      const user = userEvent.setup()
      renderEdit()
      await user.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'Copas: ')
      await user.paste('sencilla $9.000  ')
      expect(screen.getByText('22/1000')).toBeInTheDocument()
      await user.click(saveButton())
      expect(describeImage).toHaveBeenCalledWith('helados', 'abc', 'Copas: sencilla $9.000  ')
      expect(await screen.findByRole('alert')).toHaveTextContent('Descripción guardada')
      expect(field()).toHaveValue('Copas: sencilla $9.000  ')
    })

    it('refuses a text over 1000 characters with a clear message, keeping every character', async () => {
      const user = userEvent.setup()
      renderEdit()
      await user.click(await screen.findByRole('textbox', { name: 'Descripción' }))
      // An emoji counts two, as the rules count it.
      const long = `${'🍦'.repeat(5)}${'a'.repeat(1000)}`
      await user.paste(long)
      expect(screen.getByText('1010/1000')).toBeInTheDocument()
      expect(field()).toHaveAttribute('aria-invalid', 'true')
      await user.click(saveButton())
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La descripción tiene 1010 caracteres y caben 1000: quita 10 para poder guardarla.',
      )
      expect(describeImage).not.toHaveBeenCalled()
      expect(field()).toHaveValue(long)
    })

    it('keeps the text and explains when it cannot be saved', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      describeImage.mockRejectedValue(
        firebaseError('unavailable', 'Failed to get document because the client is offline.'),
      )
      const user = userEvent.setup()
      renderEdit()
      await user.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'Malteadas')
      await user.click(saveButton())
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se pudo guardar la descripción: no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo. Tu texto sigue aquí.',
      )
      expect(screen.queryByText('Descripción guardada')).not.toBeInTheDocument()
      expect(field()).toHaveValue('Malteadas')
    })

    it('is not offered for misterio, whose page does not use it', async () => {
      renderEdit(undefined, SECTIONS.misterio)
      await screen.findByText('Cambiar Imagen')
      expect(screen.queryByRole('textbox', { name: 'Descripción' })).not.toBeInTheDocument()
    })
  })
})
