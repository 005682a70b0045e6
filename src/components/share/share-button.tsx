import ShareIcon from '@mui/icons-material/Share'
import Button, { type ButtonProps } from '@mui/material/Button'
import { useLocation } from 'react-router'
import {
  canShareNatively,
  shareableAddress,
  sharePage,
  whatsappShareHref,
} from '@/lib/share/share-page'

interface ShareButtonProps {
  /** The line shared with the page's address. */
  text: string
  sx?: ButtonProps['sx']
}

/**
 * 'Compartir': the phone's own share sheet (the page's title and address) where it has one;
 * otherwise, or when the sheet fails, WhatsApp's chat picker with the line and the address.
 */
export function ShareButton({ text, sx }: ShareButtonProps) {
  // The address is the page's: a new render on every navigation.
  useLocation()
  const url = shareableAddress(window.location)
  const fallback = whatsappShareHref({ title: '', text, url })
  if (!canShareNatively(navigator)) {
    return (
      <Button href={fallback} target="_blank" rel="noopener" startIcon={<ShareIcon />} sx={sx}>
        Compartir
      </Button>
    )
  }
  const share = async () => {
    const outcome = await sharePage({ title: document.title, text, url })
    if (outcome === 'failed') window.open(fallback, '_blank', 'noopener')
  }
  return (
    <Button onClick={() => void share()} startIcon={<ShareIcon />} sx={sx}>
      Compartir
    </Button>
  )
}
