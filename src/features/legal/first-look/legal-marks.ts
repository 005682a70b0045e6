/** Marks where a legal page says today's date (its last update). */
export const TODAY_DATE = 'data-today'

/** Marks the cookie page's line that says the stored choice. */
export const CONSENT_STATE = 'data-cookie-state'

/** Whether a page's first look shows what only the visitor's own browser knows (legal pages). */
export const showsVisitorState = (doc: Document = document): boolean =>
  doc.querySelector(`[data-first-look] :is([${TODAY_DATE}], [${CONSENT_STATE}])`) !== null
