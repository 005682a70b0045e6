import type { MenuName } from '@/config/pages'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import SaveIcon from '@mui/icons-material/Save'
import { useState, type FormEvent } from 'react'
import { MAX_DESCRIPCION } from '@/lib/data/image-document'
import { saveDescription } from '../api/managed-images'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import type { Feedback } from '../../shared/hooks/use-feedback'
import { TEXTS } from '../../shared/texts'
import { descriptionLength, tooLongText } from '../utils/description-text'

const HELP =
  'Escribe lo que dice la imagen, por ejemplo los platos y sus precios. Se lee en voz alta a ' +
  'las personas ciegas en lugar de la imagen y lo leen los buscadores.'

interface DescriptionFormProps {
  collection: MenuName
  id: string
  initial: string | undefined
  onSaved: (descripcion: string | undefined) => void
  show: (severity: Feedback['severity'], text: string) => void
}

/** What a menu image says, in words: its alt text for visitors who cannot see it. */
export function DescriptionForm({ collection, id, initial, onSaved, show }: DescriptionFormProps) {
  const [draft, setDraft] = useState(initial ?? '')
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const length = descriptionLength(draft)
  const tooLong = length > MAX_DESCRIPCION

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (tooLong) {
      setProblem(tooLongText(length, 'guardarla'))
      return
    }
    setSaving(true)
    setProblem(null)
    try {
      onSaved(await saveDescription(collection, id, draft))
      show('success', TEXTS.descriptionSaved)
    } catch (error) {
      console.error('No se pudo guardar la descripción', error)
      setProblem(`${staffErrorMessage(error, TEXTS.descriptionFailed)} Tu texto sigue aquí.`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      // Edited text or a save under way: a new build waits for it (see unsaved-work.ts).
      data-unsaved-work={draft !== (initial ?? '') || saving || undefined}
    >
      <TextField
        label="Descripción"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={4}
        maxRows={14}
        fullWidth
        error={tooLong}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{HELP}</span>
            <Box component="span" sx={{ flexShrink: 0, fontWeight: 600 }}>
              {length}/{MAX_DESCRIPCION}
            </Box>
          </Box>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SaveIcon />}
        disabled={saving}
        sx={{ mt: 2 }}
      >
        {saving ? 'Guardando...' : 'Guardar descripción'}
      </Button>
      <Box aria-live="polite" sx={{ mt: problem ? 2 : 0 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
      </Box>
    </Box>
  )
}
