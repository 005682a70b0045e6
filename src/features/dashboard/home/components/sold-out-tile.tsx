import Typography from '@mui/material/Typography'
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart'
import { useTodayLists } from '../../today-lists'
import { useShownMark } from '../../shared/hooks/use-shown-mark'
import { SECTIONS, TODAY_PATH } from '../../shared/sections'
import { soldOut } from '../utils/sold-out'
import { HomeTile } from './home-tile'

/** What today's lists mark agotado, by menu; the Hoy en la carta editor is a tap away. */
export function SoldOutTile() {
  const lists = useTodayLists()
  const summary = lists.lists ? soldOut(lists.lists) : null
  useShownMark('figures:inicio-sold-out', summary !== null)
  return (
    <HomeTile
      to={TODAY_PATH}
      title="Agotado hoy"
      icon={<RemoveShoppingCartIcon />}
      count={summary?.count ?? null}
    >
      {lists.status === 'loading' && 'Cargando las listas de hoy…'}
      {lists.status === 'failed' && 'No se pudieron cargar. Toca para abrir las listas de hoy.'}
      {summary &&
        (summary.count > 0 ? (
          summary.byMenu.map(({ menu, names }) => (
            <Typography key={menu} component="span" sx={{ display: 'block' }}>
              <strong>{SECTIONS[menu].label}:</strong> {names.join(', ')}
            </Typography>
          ))
        ) : (
          <Typography component="span" variant="body2">
            {summary.listed > 0
              ? 'Todo lo de las listas de hoy está disponible.'
              : 'Aún no hay listas de hoy. Toca para escribirlas.'}
          </Typography>
        ))}
    </HomeTile>
  )
}
