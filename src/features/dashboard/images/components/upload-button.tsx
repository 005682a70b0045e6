import Button from '@mui/material/Button'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'

interface UploadButtonProps {
  /** The specification's label of this screen's button. */
  label: string
  uploading: boolean
  onUpload: () => void
}

/** The main action of the create and edit screens: says 'Subiendo...' and waits while it runs. */
export function UploadButton({ label, uploading, onUpload }: UploadButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<CloudUploadIcon />}
      onClick={onUpload}
      disabled={uploading}
    >
      {uploading ? 'Subiendo...' : label}
    </Button>
  )
}
