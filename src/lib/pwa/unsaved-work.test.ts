// @vitest-environment jsdom
import { hasUnsavedWork } from './unsaved-work'

const page = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('hasUnsavedWork', () => {
  it('is false for a page whose fields hold what they started with', () => {
    const root = page(
      '<form><input value="Ana"><textarea>Hola</textarea><input type="checkbox"></form>',
    )
    expect(hasUnsavedWork(root)).toBe(false)
  })

  it('is true while any element carries the mark a form sets for its work', () => {
    expect(hasUnsavedWork(page('<section data-unsaved-work="true"></section>'))).toBe(true)
    expect(hasUnsavedWork(page('<form data-unsaved-work=""></form>'))).toBe(true)
  })

  it('counts text typed into a field that no form marks', () => {
    const root = page('<input type="email" value=""><textarea></textarea>')
    const [input, textarea] = [root.querySelector('input'), root.querySelector('textarea')]
    if (!input || !textarea) throw new Error('fields missing')
    textarea.value = 'Una opinión'
    expect(hasUnsavedWork(root)).toBe(true)
    textarea.value = ''
    expect(hasUnsavedWork(root)).toBe(false)
    input.value = 'ana@example.com'
    expect(hasUnsavedWork(root)).toBe(true)
  })

  it('ignores disabled and read-only fields and controls that are not typed into', () => {
    const root = page(
      '<input disabled value=""><input type="range" min="0" max="9" value="1">' +
        '<textarea aria-hidden="true" readonly></textarea>',
    )
    const [disabled, range] = Array.from(root.querySelectorAll('input'))
    const measuringCopy = root.querySelector('textarea')
    if (!disabled || !range || !measuringCopy) throw new Error('fields missing')
    disabled.value = 'x'
    range.value = '5'
    measuringCopy.value = 'Mensaje'
    expect(hasUnsavedWork(root)).toBe(false)
    measuringCopy.readOnly = false
    expect(hasUnsavedWork(root)).toBe(true)
  })

  it('counts a file input that still holds a chosen file', () => {
    const root = page('<input type="file">')
    const input = root.querySelector('input')
    if (!input) throw new Error('field missing')
    expect(hasUnsavedWork(root)).toBe(false)
    const transfer = { length: 1, item: () => new File(['x'], 'a.png') } as unknown as FileList
    Object.defineProperty(input, 'files', { configurable: true, value: transfer })
    expect(hasUnsavedWork(root)).toBe(true)
  })
})
