// The shop settings' part (the Tienda form and its field-by-field save): what other parts of the
// panel may use of it.
export { saveClosedToday } from './api/save-settings'
