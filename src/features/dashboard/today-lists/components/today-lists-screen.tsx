import type { MenuName } from '@/config/pages'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { MENU_CATEGORIES } from '@/lib/data/image-collections'
import { TODAY_LIMITS, type TodayItem } from '@/lib/data/today-list'
import { staffErrorMessage } from '@/lib/errors/staff-error-message'
import { formatUpdated } from '@/lib/shop/today-texts'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { useShownMark } from '../../shared/hooks/use-shown-mark'
import { useTodayLists } from '../hooks/use-today-lists'
import {
  addItem,
  editItem,
  movedIds,
  removeItem,
  reorder,
  restoreItem,
  setSoldOut,
  type TodayChange,
} from '../utils/today-list-changes'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import {
  EmptyMessage,
  LoadFailedMessage,
  LoadingMessage,
} from '../../shared/components/list-status'
import { ScreenHeader } from '../../shared/components/screen-header'
import { TodayItemDialog } from './today-item-dialog'
import { TodayItemForm } from './today-item-form'
import { TodayItemRow } from './today-item-row'

const LABELS: Record<MenuName, string> = {
  comidas: 'Comidas',
  helados: 'Helados',
  bebidas: 'Bebidas',
}

const isMenu = (value: string | null): value is MenuName =>
  MENU_CATEGORIES.some((menu) => menu === value)

interface Removed {
  menu: MenuName
  item: TodayItem
  index: number
}

/** Hoy en la carta: each menu's list of today, every change saved at once. */
export function TodayListsScreen() {
  const [params, setParams] = useSearchParams()
  const wanted = params.get('menu')
  const menu: MenuName = isMenu(wanted) ? wanted : 'helados'
  const { status, lists, change, retry } = useTodayLists()
  useShownMark('figures:hoy-lists', lists !== null)
  const { feedback, show, close } = useFeedback()
  const [editing, setEditing] = useState<TodayItem | null>(null)
  const [removed, setRemoved] = useState<Removed | null>(null)
  const list = lists?.[menu]

  const save = (target: MenuName, what: TodayChange) =>
    change(target, what).catch((error: unknown) => {
      console.error('No se guardó el cambio de la lista de hoy', error)
      show('error', staffErrorMessage(error, 'No se guardó el cambio'))
      throw error
    })
  const saveQuietly = (target: MenuName, what: TodayChange) => {
    save(target, what).catch(() => undefined)
  }

  const remove = (item: TodayItem) => {
    const index = list?.items.findIndex((it) => it.id === item.id) ?? -1
    setEditing(null)
    setRemoved({ menu, item, index })
    saveQuietly(menu, removeItem(item.id))
  }

  return (
    <>
      <ScreenHeader
        title="Hoy en la carta"
        subtitle="Lo que hay hoy en cada menú. Cada cambio se guarda solo y se ve al instante en la página."
      />
      <Tabs
        value={menu}
        onChange={(_event, value: MenuName) => setParams({ menu: value }, { replace: true })}
        variant="fullWidth"
        aria-label="Menú"
        sx={{ mb: 2 }}
      >
        {MENU_CATEGORIES.map((key) => (
          <Tab key={key} value={key} label={LABELS[key]} />
        ))}
      </Tabs>
      {status === 'loading' && <LoadingMessage>Cargando las listas...</LoadingMessage>}
      {status === 'failed' && <LoadFailedMessage onRetry={retry} />}
      {list && (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
            {list.actualizado
              ? `${formatUpdated(list.actualizado, new Date())}.`
              : 'Todavía sin cambios.'}{' '}
            Los agotados se muestran al final, marcados.
          </Typography>
          {list.items.length === 0 ? (
            <EmptyMessage>
              La lista de {LABELS[menu].toLowerCase()} está vacía: la página no muestra ninguna.
              Agrega el primer producto abajo.
            </EmptyMessage>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.items.map((item, index) => (
                <TodayItemRow
                  key={item.id}
                  item={item}
                  first={index === 0}
                  last={index === list.items.length - 1}
                  onSoldOut={(agotado) => saveQuietly(menu, setSoldOut(item.id, agotado))}
                  onMove={(step) => saveQuietly(menu, reorder(movedIds(list.items, item.id, step)))}
                  onEdit={() => setEditing(item)}
                />
              ))}
            </Stack>
          )}
          <TodayItemForm
            key={menu}
            menuLabel={LABELS[menu]}
            full={list.items.length >= TODAY_LIMITS.items}
            onAdd={(item) => save(menu, addItem(item))}
          />
        </Stack>
      )}
      {editing && (
        <TodayItemDialog
          item={editing}
          onClose={() => setEditing(null)}
          onRemove={() => remove(editing)}
          onSave={(item) => {
            setEditing(null)
            saveQuietly(menu, editItem(item))
          }}
        />
      )}
      <Snackbar
        key={removed?.item.id}
        open={removed !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          // Only this offer: a newer removal's, not yet drawn, stays.
          if (reason !== 'clickaway')
            setRemoved((current) => (current === removed ? null : current))
        }}
        message={removed ? `${removed.item.nombre} quitado de la lista` : ''}
        action={
          <Button
            color="secondary"
            size="small"
            onClick={() => {
              if (removed) saveQuietly(removed.menu, restoreItem(removed.item, removed.index))
              setRemoved(null)
            }}
          >
            Deshacer
          </Button>
        }
        sx={{ bottom: { xs: 'calc(80px + env(safe-area-inset-bottom))', sm: 24 } }}
      />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
