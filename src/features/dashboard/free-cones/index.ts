// The free cones' part (Clientes: review, hand-over at the counter, clean-up): what other parts
// of the panel may use of it.
export { subscribePendingCount } from './api/entries'
