/**
 * Whether the open page holds work a reload would throw away.
 *
 * Forms say so themselves with the `data-unsaved-work` attribute while they hold typed text that
 * differs from what they started with, a chosen file, or a send in progress. The DOM alone cannot
 * tell: React keeps a controlled field's default value in step with its value, the upload boxes
 * empty their file inputs as soon as a file is picked, and a send leaves no trace in the fields.
 * The attribute costs the forms nothing to load, and this check lives with the worker's
 * registration, outside the first download.
 *
 * As a safety net for fields no form marks, an uncontrolled field edited away from its default
 * value and a file input still holding files count too (fields that nobody can type into do not).
 */
export const UNSAVED_WORK_ATTRIBUTE = 'data-unsaved-work'

const TEXT_LIKE = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password'])

function fieldHoldsWork(field: Element): boolean {
  // Read-only fields hold nobody's typing: MUI's multiline inputs, for one, measure their height
  // in a hidden read-only copy whose value they set.
  if (field instanceof HTMLTextAreaElement) {
    return !field.readOnly && !field.disabled && field.value !== field.defaultValue
  }
  if (!(field instanceof HTMLInputElement) || field.disabled || field.readOnly) return false
  if (field.type === 'file') return (field.files?.length ?? 0) > 0
  return TEXT_LIKE.has(field.type) && field.value !== field.defaultValue
}

export function hasUnsavedWork(root: ParentNode): boolean {
  if (root.querySelector(`[${UNSAVED_WORK_ATTRIBUTE}]`)) return true
  return Array.from(root.querySelectorAll('input, textarea')).some(fieldHoldsWork)
}
