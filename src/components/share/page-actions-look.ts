// The floating buttons' look, shared by the app's (page-actions.tsx) and the first look's.

/** WhatsApp's green, darkened until white text on it keeps a 5:1 contrast. */
const WHATSAPP_GREEN = '#0F7B3F'

const PILL = {
  minHeight: 48,
  px: { xs: 2, sm: 2.5 },
  borderRadius: 999,
  boxShadow: '0 6px 18px rgba(43, 26, 16, 0.28)',
} as const

/** 'Compartir': white, beside the green order button. */
export const SHARE_SX = { ...PILL, bgcolor: '#fff', '&:hover': { bgcolor: '#FFF1E3' } } as const

/** The floating buttons' place, in the lower right corner (the first look's too). */
export const PAGE_ACTIONS_SX = {
  position: 'fixed',
  zIndex: 'speedDial',
  left: 12,
  right: { xs: 12, md: 24 },
  bottom: { xs: 'calc(12px + env(safe-area-inset-bottom))', md: 24 },
  display: 'flex',
  flexDirection: 'row-reverse',
  flexWrap: 'wrap-reverse',
  gap: 1,
  // Taps between and beside the buttons reach the page.
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
  // The footer ends with room for the buttons: its last line never hides behind them.
  'body:has(&) footer': { pb: 'calc(96px + env(safe-area-inset-bottom))' },
} as const

/** 'Pedir por WhatsApp': WhatsApp's green. */
export const WHATSAPP_SX = {
  ...PILL,
  bgcolor: WHATSAPP_GREEN,
  color: '#fff',
  '&:hover': { bgcolor: '#0B6232' },
} as const
