import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createImage } from '@/lib/data/managed-images'
import { renderWithProviders } from '@/testing/render'
import { SECTIONS } from '../sections'
import { CreateImagesScreen } from './create-images-screen'

vi.mock('@/lib/data/managed-images', () => ({ createImage: vi.fn() }))
const create = vi.mocked(createImage)

const png = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

const picker = () => screen.getByLabelText(/^(Seleccionar|Agregar más) imágenes$/)
const previews = () =>
  within(screen.getByRole('region', { name: 'Imágenes seleccionadas:' })).queryAllByRole('listitem')

describe('CreateImagesScreen', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    let n = 0
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`)
    URL.revokeObjectURL = vi.fn()
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
    expect(create.mock.calls.map(([collection, file]) => [collection, file.name])).toEqual([
      ['misterio', 'reto.png'],
      ['misterio', 'promo.png'],
    ])
    expect(screen.queryByText('Imágenes seleccionadas:')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled()
  })

  it('keeps the selection when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    create.mockRejectedValue(new Error('storage/unauthorized'))
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.comidas} />)
    await user.upload(picker(), [png('hamburguesa.png'), png('perro.png')])
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al subir imágenes, revisa la consola.',
    )
    expect(previews()).toHaveLength(2)
  })

  it('keeps only the images that failed, so retrying does not upload any twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    create.mockResolvedValueOnce('uno').mockRejectedValueOnce(new Error('offline'))
    const user = userEvent.setup()
    renderWithProviders(<CreateImagesScreen section={SECTIONS.comidas} />)
    await user.upload(picker(), [png('subio.png'), png('fallo.png')])
    await user.click(screen.getByRole('button', { name: 'Subir' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al subir imágenes, revisa la consola. Se subieron 1 de 2',
    )
    expect(previews()).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'fallo.png' })).toBeInTheDocument()
  })
})
