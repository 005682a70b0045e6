import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { createImage } from '../api/image-uploads'
import { ImageDecodeError, prepareImage, type PreparedImage } from '@/lib/images/prepare-image'
import { renderWithProviders } from '@/testing/render'
import { SECTIONS } from '../../shared/sections'
import { CreateImagesScreen } from './create-images-screen'

vi.mock('../api/image-uploads', () => ({ createImage: vi.fn() }))
vi.mock('@/lib/images/prepare-image', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  prepareImage: vi.fn(),
}))
const create = vi.mocked(createImage)
const prepare = vi.mocked(prepareImage)

/** What prepareImage gives for a file: tagged with its name, to check which one was uploaded. */
const preparedFor = (file: Blob) => ({ width: 320, height: 480, file }) as unknown as PreparedImage

const png = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

const picker = () => screen.getByLabelText(/^(Seleccionar|Agregar más) imágenes$/)
const previews = () =>
  within(screen.getByRole('region', { name: 'Imágenes seleccionadas:' })).queryAllByRole('listitem')
/** The chosen picture shown with this file name. */
const picture = (name: string) => {
  const item = previews().find((li) => within(li).queryByRole('img', { name }))
  if (!item) throw new Error(`No preview of ${name}`)
  return item
}
const statusOf = (name: string) => within(picture(name)).getByRole('status')
/** A picture's descripción field, named with the picture's file. */
const field = (name: string) => screen.getByRole('textbox', { name: `Descripción ${name}` })
const uploadedAs = () =>
  create.mock.calls.map(([collection, { file, descripcion }]) => [
    collection,
    file.name,
    descripcion,
  ])

/** Types into a picture's field at once (key by key is slow on a busy machine). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(field(name))
  await user.paste(text)
}

/** Shows the screen for `section`, chooses `files` and presses «Subir». */
async function chooseAndUpload(
  section: ComponentProps<typeof CreateImagesScreen>['section'],
  files: File[],
) {
  const user = userEvent.setup()
  renderWithProviders(<CreateImagesScreen section={section} />)
  await user.upload(picker(), files)
  await user.click(screen.getByRole('button', { name: 'Subir' }))
}

/** prepareImage answers only when the test says so, in the order it was asked. */
function holdPreparations() {
  const finishers: Array<() => void> = []
  prepare.mockImplementation(
    (file) => new Promise((resolve) => finishers.push(() => resolve(preparedFor(file)))),
  )
  return finishers
}

describe('CreateImagesScreen', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    let n = 0
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`)
    URL.revokeObjectURL = vi.fn()
    prepare.mockImplementation((file) => Promise.resolve(preparedFor(file)))
  })

  it('accepts several images only', () => {
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    expect(picker()).toHaveAttribute('accept', 'image/*')
    expect(picker()).toHaveAttribute('multiple')
    expect(screen.getByRole('link', { name: 'Volver a Helados' })).toHaveAttribute(
      'href',
      '/dashboard/helados',
    )
  })

  it('opens the device picker from the button', async () => {
    const open = vi.spyOn(HTMLInputElement.prototype, 'click')
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Seleccionar imágenes' }))
    expect(open).toHaveBeenCalled()
  })

  it('asks for at least one image before uploading', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor selecciona al menos una imagen.')
    expect(create).not.toHaveBeenCalled()
  })

  it('adds images on every pick, previews them at 100x100 and lets each be removed', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    expect(screen.queryByText('Imágenes seleccionadas:')).not.toBeInTheDocument()
    await user.upload(picker(), [png('cono.png'), png('copa.png')])
    await user.upload(picker(), png('paleta.png'))
    expect(previews()).toHaveLength(3)
    expect(screen.getByRole('img', { name: 'paleta.png' })).toHaveAttribute('src', 'blob:preview-3')
    await user.click(screen.getByRole('button', { name: 'Quitar copa.png' }))
    expect(previews()).toHaveLength(2)
    expect(screen.queryByRole('img', { name: 'copa.png' })).not.toBeInTheDocument()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2')
  })

  it('leaves out files that are not images, SVGs and files over 20 MB, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await user.upload(picker(), [
      new File(['x'], 'menu.pdf', { type: 'application/pdf' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      png('enorme.png', 20 * 1024 * 1024 + 1),
      png('bien.png'),
    ])
    expect(screen.getByText('No se agregó «menu.pdf»: no es una imagen.')).toBeInTheDocument()
    expect(screen.getByText(/«logo\.svg»: las imágenes SVG no se aceptan/)).toBeInTheDocument()
    expect(screen.getByText(/«enorme\.png»: pesa más de 20 MB/)).toBeInTheDocument()
    expect(previews()).toHaveLength(1)
  })

  it("uploads each image with its progress, says 'Subiendo...' and clears the selection", async () => {
    const user = userEvent.setup()
    const finishers: Array<() => void> = []
    create.mockImplementation((_collection, _file, onProgress) => {
      onProgress?.(0.5)
      return new Promise((resolve) => finishers.push(() => resolve('nuevo-id')))
    })
    renderWithProviders(<CreateImagesScreen section={SECTIONS.misterio} />)
    await user.upload(picker(), [png('reto.png'), png('promo.png')])
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(screen.getByRole('button', { name: 'Subiendo...' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progreso de reto.png' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    await act(async () => finishers[0]?.())
    await act(async () => finishers[1]?.())
    expect(await screen.findByText('Imágenes subidas con éxito')).toBeInTheDocument()
    expect(create).toHaveBeenCalledTimes(2)
    expect(create.mock.calls.map(([collection, { file }]) => [collection, file.name])).toEqual([
      ['misterio', 'reto.png'],
      ['misterio', 'promo.png'],
    ])
    expect(screen.queryByText('Imágenes seleccionadas:')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled()
  })

  it('keeps the selection when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    create.mockRejectedValue(new Error('storage/unauthorized'))
    await chooseAndUpload(SECTIONS.comidas, [png('hamburguesa.png'), png('perro.png')])
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al subir imágenes, revisa la consola.',
    )
    expect(previews()).toHaveLength(2)
  })

  it('keeps only the images that failed, so retrying does not upload any twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    create.mockResolvedValueOnce('uno').mockRejectedValueOnce(new Error('offline'))
    await chooseAndUpload(SECTIONS.comidas, [png('subio.png'), png('fallo.png')])
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al subir imágenes, revisa la consola. Se subieron 1 de 2',
    )
    expect(previews()).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'fallo.png' })).toBeInTheDocument()
  })

  it("says 'Preparando…' while each picture is prepared, one at a time, then that it is ready", async () => {
    const finish = holdPreparations()
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await user.upload(picker(), [png('cono.png'), png('copa.png')])
    expect(statusOf('cono.png')).toHaveTextContent('Preparando…')
    expect(statusOf('copa.png')).toHaveTextContent('Preparando…')
    expect(prepare).toHaveBeenCalledTimes(1)

    await act(async () => finish[0]?.())
    expect(statusOf('cono.png')).toHaveTextContent('Lista para subir')
    expect(statusOf('copa.png')).toHaveTextContent('Preparando…')
    expect(prepare).toHaveBeenCalledTimes(2)

    await act(async () => finish[1]?.())
    expect(statusOf('copa.png')).toHaveTextContent('Lista para subir')
    expect(screen.queryByText('Preparando…')).not.toBeInTheDocument()
  })

  it('uploads a picture still being prepared once it is ready, without preparing it twice', async () => {
    const finish = holdPreparations()
    create.mockResolvedValue('nuevo-id')
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.bebidas} />)
    const photo = png('limonada.png')
    await user.upload(picker(), photo)
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(screen.getByRole('button', { name: 'Subiendo...' })).toBeDisabled()
    expect(statusOf('limonada.png')).toHaveTextContent('Preparando…')
    expect(create).not.toHaveBeenCalled()

    await act(async () => finish[0]?.())
    expect(await screen.findByText('Imágenes subidas con éxito')).toBeInTheDocument()
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith(
      'bebidas',
      { file: photo, prepared: preparedFor(photo), descripcion: undefined },
      expect.any(Function),
    )
  })

  it('writes each picture’s descripción with it, trimmed, and none for one left blank', async () => {
    create.mockResolvedValue('nuevo-id')
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.comidas} />)
    await user.upload(picker(), [png('IMG_20261124_153012.jpg'), png('perro.png')])
    expect(screen.getAllByText(/Es lo que leen Google y las personas ciegas/)).toHaveLength(2)
    await typeInto(user, 'IMG_20261124_153012.jpg', '  Hamburguesa doble con papas  ')
    await typeInto(user, 'perro.png', '   ')
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(await screen.findByText('Imágenes subidas con éxito')).toBeInTheDocument()
    expect(uploadedAs()).toEqual([
      ['comidas', 'IMG_20261124_153012.jpg', 'Hamburguesa doble con papas'],
      ['comidas', 'perro.png', undefined],
    ])
  })

  it('refuses a descripción over 1000 characters, saying so and keeping the text', async () => {
    create.mockResolvedValue('nuevo-id')
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await user.upload(picker(), [png('cono.png'), png('copa.png')])
    const long = 'Cono de vainilla. '.repeat(56)
    await user.click(field('copa.png'))
    await user.paste(long)
    expect(field('copa.png')).toHaveAttribute('aria-invalid', 'true')
    expect(
      screen.getByText(
        'La descripción tiene 1007 caracteres y caben 1000: quita 7 para poder subirla.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('1007/1000')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Una descripción es demasiado larga: acórtala y vuelve a pulsar «Subir».',
    )
    expect(create).not.toHaveBeenCalled()
    expect(field('copa.png')).toHaveValue(long)
    expect(field('copa.png')).toHaveFocus()
    expect(previews()).toHaveLength(2)

    await user.keyboard('{Backspace>8/}')
    expect(field('copa.png')).toHaveAttribute('aria-invalid', 'false')
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(await screen.findByText('Imágenes subidas con éxito')).toBeInTheDocument()
    expect(uploadedAs()).toEqual([
      ['helados', 'cono.png', undefined],
      ['helados', 'copa.png', long.trim().slice(0, 1000)],
    ])
  })

  it('asks no descripción for misterio, whose page never shows one', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.misterio} />)
    await user.upload(picker(), png('reto.png'))
    expect(await within(picture('reto.png')).findByText('Lista para subir')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('says why a picture could not be prepared, keeps it, and tries again on Subir', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    prepare.mockRejectedValueOnce(new ImageDecodeError())
    create.mockResolvedValue('nuevo-id')
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await user.upload(picker(), new File(['x'], 'foto.heic', { type: 'image/heic' }))
    expect(
      await within(picture('foto.heic')).findByText(
        'No se pudo leer la imagen (¿es una foto HEIC? Conviértela a JPG e inténtalo de nuevo).',
      ),
    ).toBeInTheDocument()
    // The browser cannot show it either: a plain tile, still named, takes the preview's place.
    fireEvent.error(screen.getByRole('img', { name: 'foto.heic' }))
    expect(screen.getByRole('img', { name: 'foto.heic' })).not.toHaveAttribute('src')
    await typeInto(user, 'foto.heic', 'Paleta de mora')

    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(await screen.findByText('Imágenes subidas con éxito')).toBeInTheDocument()
    expect(prepare).toHaveBeenCalledTimes(2)
    expect(uploadedAs()).toEqual([['helados', 'foto.heic', 'Paleta de mora']])
  })

  it('keeps the chosen pictures and their descripciones when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    create.mockRejectedValue(new Error('unavailable'))
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.helados} />)
    await user.upload(picker(), [png('cono.png'), png('copa.png')])
    await typeInto(user, 'cono.png', 'Cono de vainilla')
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al subir imágenes')
    expect(previews()).toHaveLength(2)
    expect(field('cono.png')).toHaveValue('Cono de vainilla')
    expect(field('cono.png')).toBeEnabled()
    expect(field('copa.png')).toHaveValue('')
  })
})
