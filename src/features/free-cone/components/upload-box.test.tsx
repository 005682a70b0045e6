import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OwnEntry } from '@/lib/free-cone/reads'
import {
  CrowdLimitError,
  PendingLimitError,
  RateLimitedError,
  registerFreeConeEntry,
  storeFreeConeFile,
  type StoredImage,
} from '../api/free-cone-upload'
import { ImageDecodeError } from '@/lib/images/prepare-image'
import { renderWithProviders } from '@/testing/render'
import { UploadBox } from './upload-box'

vi.mock('../api/free-cone-upload', (original) =>
  import('@/testing/free-cone').then((m) => m.uploadWritesMocked(original)),
)
const store = vi.mocked(storeFreeConeFile)
const register = vi.mocked(registerFreeConeEntry)

const STORED: StoredImage = {
  ruta: 'cono-gratis/historia.webp-1',
  url: 'http://127.0.0.1:9199/v0/b/demo/o/cono-gratis%2Fhistoria.webp-1?alt=media&token=t',
  rutaMediana: 'cono-gratis/historia.webp-1-960',
  urlMediana:
    'http://127.0.0.1:9199/v0/b/demo/o/cono-gratis%2Fhistoria.webp-1-960?alt=media&token=t',
  rutaMiniatura: 'cono-gratis/historia.webp-1-480',
  urlMiniatura:
    'http://127.0.0.1:9199/v0/b/demo/o/cono-gratis%2Fhistoria.webp-1-480?alt=media&token=t',
  ancho: 1080,
  alto: 1600,
}

const png = (name = 'historia.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, {
    type: 'image/png',
  })

const numbered = (numero: number): OwnEntry => ({
  id: String(numero),
  numero,
  url: STORED.url,
  ruta: STORED.ruta,
  nombre: 'historia.png',
  fecha: new Date(),
  estado: 'pendiente',
  entregadoEn: null,
  codigo: 'K7PM',
})

let previews = 0
const createObjectURL = vi.fn(() => `blob:vista-previa-${String(++previews)}`)
const revokeObjectURL = vi.fn()

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL })
})

beforeEach(() => {
  store.mockReset()
  register.mockReset()
  previews = 0
  createObjectURL.mockClear()
  revokeObjectURL.mockClear()
})

function renderBox() {
  const onUploaded = vi.fn()
  // applyAccept off: a visitor can still pick "all files" in the picker and choose anything.
  const user = userEvent.setup({ applyAccept: false })
  renderWithProviders(<UploadBox onUploaded={onUploaded} />)
  return { user, onUploaded }
}

const sendButton = () => screen.getByRole('button', { name: /Subir imagen|Subiendo\.\.\./ })

/** Chooses historia.png and sends it while storing it fails with `error`. */
async function sendWhileStoringFails(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { user } = renderBox()
  store.mockRejectedValue(error)
  await user.upload(screen.getByLabelText('Elegir imagen'), png())
  await user.click(sendButton())
}

// Rendering MUI for the first time takes seconds on a busy two-core machine.
describe('UploadBox', { timeout: 20_000 }, () => {
  it('starts empty: a labelled picker, the send button and no message', () => {
    renderBox()
    expect(screen.getByRole('heading', { name: 'Tu pantallazo' })).toBeInTheDocument()
    const picker = screen.getByLabelText('Elegir imagen')
    expect(picker).toHaveAttribute('type', 'file')
    expect(picker).toHaveAttribute('accept', 'image/*')
    expect(screen.getByText('Toca aquí para elegir tu pantallazo')).toBeInTheDocument()
    expect(sendButton()).toHaveTextContent('Subir imagen')
    expect(sendButton()).toBeEnabled()
    expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks for an image when sending without one, and sends nothing', async () => {
    const { user } = renderBox()
    await user.click(sendButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor selecciona una imagen primero.')
    expect(store).not.toHaveBeenCalled()
    expect(register).not.toHaveBeenCalled()
  })

  it('shows a preview of the chosen image and offers to change it', async () => {
    const { user } = renderBox()
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    const preview = screen.getByRole('img', { name: 'Vista previa de historia.png' })
    expect(preview).toHaveAttribute('src', 'blob:vista-previa-1')
    expect(screen.getByText('historia.png')).toBeInTheDocument()
    expect(screen.getByLabelText('Cambiar')).toHaveAttribute('type', 'file')
    expect(screen.queryByLabelText('Elegir imagen')).not.toBeInTheDocument()
  })

  it('"Cambiar" replaces the chosen image and frees the old preview', async () => {
    const { user } = renderBox()
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    await user.upload(screen.getByLabelText('Cambiar'), png('otra.jpg'))
    expect(screen.getByRole('img', { name: 'Vista previa de otra.jpg' })).toHaveAttribute(
      'src',
      'blob:vista-previa-2',
    )
    expect(screen.queryByRole('img', { name: 'Vista previa de historia.png' })).toBeNull()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:vista-previa-1')
  })

  it('takes an image dropped on the empty box (desktop)', () => {
    renderBox()
    const dropZone = screen.getByText('Haz clic o arrastra aquí tu pantallazo')
    fireEvent.drop(dropZone, { dataTransfer: { files: [png('arrastrada.png')] } })
    expect(screen.getByRole('img', { name: 'Vista previa de arrastrada.png' })).toBeInTheDocument()
  })

  it('refuses a file that is not an image and keeps the image already chosen', async () => {
    const { user } = renderBox()
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    const text = new File(['hola'], 'notas.txt', { type: 'text/plain' })
    await user.upload(screen.getByLabelText('Cambiar'), text)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No podemos usar «notas.txt»: no es una imagen. Elige una foto o un pantallazo',
    )
    expect(screen.getByRole('img', { name: 'Vista previa de historia.png' })).toBeInTheDocument()
  })

  it('refuses an SVG, an empty file and an image over 20 MB, each saying why', async () => {
    const { user } = renderBox()
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })
    await user.upload(screen.getByLabelText('Elegir imagen'), svg)
    expect(screen.getByRole('alert')).toHaveTextContent(
      '«logo.svg»: las imágenes SVG no se aceptan.',
    )

    const empty = new File([], 'vacia.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Elegir imagen'), empty)
    expect(screen.getByRole('alert')).toHaveTextContent('«vacia.png»: el archivo está vacío.')

    const huge = png('enorme.png')
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 })
    await user.upload(screen.getByLabelText('Elegir imagen'), huge)
    expect(screen.getByRole('alert')).toHaveTextContent('«enorme.png»: pesa más de 20 MB.')
    expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument()
  })

  it('keeps a photo the phone cannot open and says how to send it instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderBox()
    store.mockRejectedValue(new ImageDecodeError())
    const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0001.HEIC', { type: 'image/heic' })
    await user.upload(screen.getByLabelText('Elegir imagen'), heic)
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos abrir «IMG_0001.HEIC» en este teléfono. Si es una foto HEIC',
    )
    expect(screen.getByRole('img', { name: 'Vista previa de IMG_0001.HEIC' })).toBeInTheDocument()
  })

  it.each([
    [
      'asks to wait after a recent upload and keeps the file',
      new RateLimitedError(41),
      'Espera un momento antes de subir otra imagen: podrás hacerlo en 41 segundos.',
    ],
    [
      'says three pictures already wait for review, and keeps the file',
      new PendingLimitError(),
      'Ya tienes 3 imágenes esperando revisión. Podrás subir otra cuando la tienda las revise. Tu imagen sigue elegida.',
    ],
    [
      'says many pictures are arriving when the hour is full for all visitors, and keeps the file',
      new CrowdLimitError('archivos'),
      'Estamos recibiendo muchas fotos en este momento. Inténtalo de nuevo en unos minutos.',
    ],
  ])('%s', async (_, error, message) => {
    await sendWhileStoringFails(error)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('img', { name: 'Vista previa de historia.png' })).toBeInTheDocument()
  })

  it('says the connection is gone, without trying, and keeps the file', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = renderBox()
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    await user.click(sendButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Se perdió la conexión')
    expect(store).not.toHaveBeenCalled()
    expect(screen.getByRole('img', { name: 'Vista previa de historia.png' })).toBeInTheDocument()
    offline.mockRestore()
  })

  it('says "Subiendo..." and disables both buttons while uploading', async () => {
    const { user } = renderBox()
    store.mockReturnValue(new Promise<StoredImage>(() => undefined))
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    await user.click(sendButton())
    expect(sendButton()).toHaveTextContent('Subiendo...')
    expect(sendButton()).toBeDisabled()
    expect(screen.getByLabelText('Cambiar')).toBeDisabled()
    expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeInTheDocument()
  })

  it('marks itself as unsaved work from the choice of a file until its upload is done', async () => {
    const { user } = renderBox()
    let finish: (image: OwnEntry) => void = () => undefined
    store.mockResolvedValue(STORED)
    register.mockReturnValue(new Promise<OwnEntry>((resolve) => (finish = resolve)))
    const box = screen.getByRole('region', { name: 'Tu pantallazo' })
    expect(box).not.toHaveAttribute('data-unsaved-work')
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    expect(box).toHaveAttribute('data-unsaved-work')
    await user.click(sendButton())
    expect(sendButton()).toHaveTextContent('Subiendo...')
    expect(box).toHaveAttribute('data-unsaved-work')
    finish(numbered(3))
    expect(await screen.findByRole('alert')).toHaveTextContent(/Número asignado: 3/)
    expect(box).not.toHaveAttribute('data-unsaved-work')
  })

  it('announces the assigned number with a check mark and resets the box', async () => {
    const { user, onUploaded } = renderBox()
    store.mockResolvedValue(STORED)
    register.mockResolvedValue(numbered(42))
    const file = png()
    await user.upload(screen.getByLabelText('Elegir imagen'), file)
    await user.click(sendButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      /^Imagen subida con éxito\. Número asignado: 42Tu código para reclamar el cono: K7PMTu imagen aparecerá en la galería cuando la tienda la haya revisado\.$/,
    )
    expect(within(alert).getByTestId('CheckCircleIcon')).toBeInTheDocument()
    expect(store).toHaveBeenCalledWith(file, expect.any(Function))
    expect(register).toHaveBeenCalledWith(STORED, 'historia.png')
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: '42', numero: 42 }))

    expect(screen.queryByRole('img', { name: /Vista previa/ })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Elegir imagen')).toBeEnabled()
    expect(sendButton()).toHaveTextContent('Subir imagen')
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:vista-previa-1')
  })

  it('keeps the chosen file when the upload fails, and a retry does not send it twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user, onUploaded } = renderBox()
    store.mockResolvedValue(STORED)
    register.mockRejectedValueOnce(new Error('contention')).mockResolvedValueOnce(numbered(7))
    await user.upload(screen.getByLabelText('Elegir imagen'), png())
    await user.click(sendButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al subir la imagen. Revisa la consola.',
    )
    expect(screen.getByRole('img', { name: 'Vista previa de historia.png' })).toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
    expect(onUploaded).not.toHaveBeenCalled()

    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Número asignado: 7')
    expect(store).toHaveBeenCalledTimes(1)
    expect(register).toHaveBeenCalledTimes(2)
  })

  it('keeps the chosen file when storing it fails', async () => {
    await sendWhileStoringFails(new Error('offline'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al subir la imagen. Revisa la consola.',
    )
    expect(screen.getByRole('img', { name: 'Vista previa de historia.png' })).toBeInTheDocument()
    expect(register).not.toHaveBeenCalled()
  })
})
