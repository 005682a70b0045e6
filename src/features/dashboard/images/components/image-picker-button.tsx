import Button, { type ButtonProps } from '@mui/material/Button'
import { useRef, type ChangeEvent } from 'react'

interface ImagePickerButtonProps {
  label: string
  multiple?: boolean
  disabled?: boolean
  variant?: ButtonProps['variant']
  startIcon?: ButtonProps['startIcon']
  onPick: (files: File[]) => void
}

/** A button that opens the device's image picker (gallery or camera on phones). */
export function ImagePickerButton({
  label,
  multiple = false,
  disabled = false,
  variant = 'outlined',
  startIcon,
  onPick,
}: ImagePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    // Lets the same file be picked again after it was removed.
    event.target.value = ''
    if (files.length > 0) onPick(files)
  }
  return (
    <>
      <Button
        variant={variant}
        size="large"
        startIcon={startIcon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {/* Hidden: the button above opens it, so keyboard and screen-reader users meet one control. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        onChange={pick}
        aria-label={label}
        tabIndex={-1}
        hidden
      />
    </>
  )
}
