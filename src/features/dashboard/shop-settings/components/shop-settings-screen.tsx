import SaveIcon from '@mui/icons-material/Save'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { RetryAlert } from '@/components/feedback/retry-alert'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { LIMITS, SOCIAL_NETWORKS } from '@/lib/shop/settings'
import type { FieldName } from '@/lib/shop/settings-schema'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { useFieldFromAddress } from '../hooks/use-field-from-address'
import { useLeaveWarning } from '../hooks/use-leave-warning'
import { useSettingsDraft, type SaveOutcome } from '../hooks/use-settings-draft'
import type { SettingsDraft } from '../utils/settings-draft'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import { SettingsConflictAlert } from './settings-conflict-alert'
import { LoadingMessage } from '../../shared/components/list-status'
import { ScreenHeader } from '../../shared/components/screen-header'
import { FormSection } from './form-section'
import { OrderSettingsFields } from './order-settings-fields'
import { SettingsSwitch } from './settings-switch'
import { SettingsTextField } from './settings-text-field'
import { SpecialDaysFields } from './special-days-fields'
import { WeeklyHoursFields } from './weekly-hours-fields'

const SAVED = 'Cambios guardados'
const saveFailed = (error: unknown) =>
  `${staffErrorMessage(error, 'No se pudieron guardar los cambios')} Lo que escribiste sigue aquí.`

/** Tienda: the shop's details, hours, closures and notice, run from a phone. */
export function ShopSettingsScreen() {
  const form = useSettingsDraft()
  const { feedback, show, close } = useFeedback()
  const [switching, setSwitching] = useState(false)
  const { draft, errors, setDraft } = form
  useLeaveWarning(form.changed || form.saving || switching)
  useFieldFromAddress(draft !== null)

  if (form.load.status === 'loading') return <LoadingMessage>Cargando...</LoadingMessage>
  if (form.load.status === 'failed' || !draft)
    return (
      <>
        <ScreenHeader title="Tienda" />
        <RetryAlert severity="error" onRetry={form.retry}>
          No pudimos leer los datos guardados de la tienda. Revisa tu conexión e inténtalo de nuevo.
        </RetryAlert>
      </>
    )

  const update = (changes: Partial<SettingsDraft>) => setDraft({ ...draft, ...changes })
  const text = (name: FieldName<'text'>, hint?: string) => (
    <SettingsTextField name={name} hint={hint} draft={draft} errors={errors} update={update} />
  )

  const report = async (saving: Promise<SaveOutcome>) => {
    try {
      if ((await saving) === 'saved') show('success', SAVED)
    } catch (error) {
      console.error('No se pudieron guardar los datos de la tienda', error)
      show('error', saveFailed(error))
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void report(form.save())
  }

  const onClosedToday = async (closed: boolean) => {
    setSwitching(true)
    try {
      await form.setClosedToday(closed)
      show('success', SAVED)
    } catch (error) {
      console.error('No se pudo cambiar «Cerrado hoy»', error)
      show('error', staffErrorMessage(error, 'No se pudo cambiar «Cerrado hoy»'))
    } finally {
      setSwitching(false)
    }
  }

  const problems = Object.keys(errors).length
  return (
    <>
      <ScreenHeader title="Tienda" subtitle="Lo que ven los clientes: datos, horario y avisos." />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          mb: 3,
          borderRadius: 3,
          bgcolor: form.closedToday ? '#FDECEA' : 'background.paper',
        }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={form.closedToday}
              disabled={switching}
              onChange={(event) => void onClosedToday(event.target.checked)}
            />
          }
          label={<Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>Cerrado hoy</Typography>}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Se guarda al tocarlo. El sitio dirá «Cerrado» el resto del día; mañana vuelve solo al
          horario de siempre.
        </Typography>
      </Paper>

      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Datos de la tienda"
        // Unsaved changes or a save under way: a new build waits for them (see unsaved-work.ts).
        data-unsaved-work={form.changed || form.saving || switching || undefined}
        sx={{ display: 'grid', gap: 3, maxWidth: 760 }}
      >
        <FormSection title="Datos de contacto">
          {text('nombre')}
          {text('telefono')}
          {text('whatsapp', 'Con el código del país, por ejemplo 573001234567. Vacío: sin enlace.')}
          {text('email')}
          {text('direccion', 'Calle y barrio; el sitio agrega «Colón, Putumayo».')}
          {text('mapaUrl', 'Vacío: una búsqueda de la dirección en el mapa.')}
          {text('enlacesUrl', 'Vacío: el logo lleva al inicio.')}
        </FormSection>

        <FormSection title="Redes sociales" hint="Pega el enlace de cada red; vacío no se muestra.">
          {SOCIAL_NETWORKS.map(({ key, name }) => (
            <TextField
              key={key}
              label={name}
              type="url"
              value={draft.redes[key]}
              onChange={(event) => update({ redes: { ...draft.redes, [key]: event.target.value } })}
              error={Boolean(errors[`redes.${key}`])}
              helperText={errors[`redes.${key}`]}
              fullWidth
            />
          ))}
        </FormSection>

        <FormSection id="horario" title="Horario de la semana" hint="Hora de Colombia.">
          <WeeklyHoursFields
            horario={draft.horario}
            errors={errors}
            onChange={(day, next) => update({ horario: { ...draft.horario, [day]: next } })}
          />
        </FormSection>

        <FormSection
          title="Cierres y horarios especiales"
          hint="Festivos, vacaciones o días con otro horario. Reemplazan el horario de la semana ese día."
        >
          <SpecialDaysFields
            days={draft.especiales}
            errors={errors}
            today={form.today}
            onChange={(especiales) => update({ especiales })}
          />
        </FormSection>

        <FormSection
          title="Pedidos por WhatsApp"
          hint="El pedido llega como un mensaje de WhatsApp; el sitio no cobra ni guarda pedidos."
        >
          <OrderSettingsFields draft={draft} errors={errors} update={update} />
        </FormSection>

        <FormSection
          id="sellos"
          title="Tarjeta de sellos"
          hint="Cada cliente la abre en su teléfono; en el mostrador le ponen un sello por compra (en Sellos)."
        >
          <SettingsSwitch name="sellos" draft={draft} update={update} />
          {/* Shown while off too: a value the shop left wrong never blocks a save unseen. */}
          {text('sellosMeta', 'De 5 a 12 sellos.')}
          {text('sellosPremio', 'Lo que recibe el cliente con la tarjeta llena.')}
        </FormSection>

        <FormSection
          title="Aviso"
          hint="Un mensaje corto arriba de todas las páginas, hasta el día que elijas. Vacío: sin aviso."
        >
          <TextField
            label="Texto del aviso"
            value={draft.anuncioTexto}
            onChange={(event) => update({ anuncioTexto: event.target.value })}
            error={Boolean(errors.anuncioTexto)}
            helperText={
              errors.anuncioTexto ??
              `${String(draft.anuncioTexto.trim().length)} / ${String(LIMITS.anuncio)}`
            }
            multiline
            minRows={2}
            fullWidth
          />
          <TextField
            type="date"
            label="Mostrar hasta"
            value={draft.anuncioHasta}
            onChange={(event) => update({ anuncioHasta: event.target.value })}
            error={Boolean(errors.anuncioHasta)}
            helperText={errors.anuncioHasta}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.today } }}
            sx={{ maxWidth: 260 }}
          />
        </FormSection>

        <Box
          sx={{
            position: 'sticky',
            bottom: { xs: 64, sm: 0 },
            display: 'grid',
            gap: 1,
            zIndex: 1,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          {form.conflict && (
            <SettingsConflictAlert
              conflict={form.conflict}
              busy={form.saving}
              onTakeStored={form.takeStored}
              onKeepMine={() => void report(form.keepMine())}
            />
          )}
          {problems > 0 && (
            <Alert severity="warning">
              {problems === 1
                ? 'Hay 1 dato por corregir antes de guardar.'
                : `Hay ${String(problems)} datos por corregir antes de guardar.`}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveIcon />}
            disabled={form.saving || problems > 0 || !form.changed}
          >
            {form.saving ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </Box>
      </Box>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
