// The opinions' part (the inbox): what other parts of the panel may use of it.
export { subscribeUnreadOpinionCount } from './api/opinions-inbox'
