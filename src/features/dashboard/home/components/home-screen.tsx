import Box from '@mui/material/Box'
import GroupsIcon from '@mui/icons-material/Groups'
import RateReviewIcon from '@mui/icons-material/RateReview'
import type { ReactNode } from 'react'
import { useActivity } from '../../shared/hooks/use-activity'
import { useCrowdLimitsReached } from '../hooks/use-crowd-limits'
import { useFeedback } from '../../shared/hooks/use-feedback'
import { useShownMark } from '../../shared/hooks/use-shown-mark'
import { useNow } from '../hooks/use-now'
import { useOpeningChecklist } from '../hooks/use-opening-checklist'
import { OPINIONS_PATH, SECTIONS } from '../../shared/sections'
import { FeedbackSnackbar } from '../../shared/components/feedback-snackbar'
import { ScreenHeader } from '../../shared/components/screen-header'
import { AlertsCard } from './alerts-card'
import { CrowdLimitNote } from './crowd-limit-note'
import { HomeTile } from './home-tile'
import { NoticeTile } from './notice-tile'
import { OpeningCard } from './opening-card'
import { OpeningChecklistCard } from './opening-checklist-card'
import { SoldOutTile } from './sold-out-tile'

const todayText = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Bogota',
})

/** 'Jueves, 26 de noviembre'. */
const dayTitle = (date: Date) => {
  const text = todayText.format(date)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const plural = (count: number | null, one: string, many: string) => (count === 1 ? one : many)

/** A place in the home screen's grid: `phone` of its 2 columns, `wide` of 3 on wider screens. */
function Cell({ phone, wide, children }: { phone: 1 | 2; wide: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridColumn: { xs: phone === 2 ? '1 / -1' : 'span 1', md: `span ${String(wide)}` },
      }}
    >
      {children}
    </Box>
  )
}

/** The staff's home: today at a glance, each part a tap away from its screen. */
export function HomeScreen() {
  const { pending, unread } = useActivity()
  useShownMark('figures:inicio-counts', pending !== null && unread !== null)
  const { feedback, show, close } = useFeedback()
  const now = useNow()
  const crowdLimits = useCrowdLimitsReached(now)
  const limitReached = crowdLimits.fotos !== null || crowdLimits.opiniones !== null
  const checklist = useOpeningChecklist()
  const missing = checklist.status === 'ready' ? checklist.lines : []
  return (
    <>
      <ScreenHeader title="Inicio" subtitle={dayTitle(now)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          maxWidth: 1000,
        }}
      >
        {missing.length > 0 && (
          <Cell phone={2} wide={3}>
            <OpeningChecklistCard lines={missing} />
          </Cell>
        )}
        <Cell phone={2} wide={3}>
          <OpeningCard show={show} />
        </Cell>
        {limitReached && (
          <Cell phone={2} wide={3}>
            <CrowdLimitNote reached={crowdLimits} />
          </Cell>
        )}
        <Cell phone={1} wide={1}>
          <HomeTile
            to={SECTIONS.clientes.listPath}
            title="Por revisar"
            icon={<GroupsIcon />}
            count={pending}
            attention={(pending ?? 0) > 0}
          >
            {plural(pending, 'foto del cono gratis', 'fotos del cono gratis')}
          </HomeTile>
        </Cell>
        <Cell phone={1} wide={1}>
          <HomeTile
            to={OPINIONS_PATH}
            title="Sin leer"
            icon={<RateReviewIcon />}
            count={unread}
            attention={(unread ?? 0) > 0}
          >
            {plural(unread, 'opinión', 'opiniones')}
          </HomeTile>
        </Cell>
        <Cell phone={2} wide={1}>
          <SoldOutTile />
        </Cell>
        <Cell phone={2} wide={2}>
          <NoticeTile />
        </Cell>
        <Cell phone={2} wide={1}>
          <AlertsCard />
        </Cell>
      </Box>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </>
  )
}
