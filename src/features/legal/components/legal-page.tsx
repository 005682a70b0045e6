import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { brand, HEADER_HEIGHT } from '@/config/theme'
import { TODAY_DATE } from '../first-look/legal-marks'
import { formatIsoDate, formatLongDate } from '../format-long-date'

export interface LegalSection {
  /** Anchor of the section, so it can be linked to. */
  id: string
  title: string
  body: ReactNode
}

interface LegalPageProps {
  title: string
  intro: ReactNode
  sections: LegalSection[]
  /** Shown between the introduction and the sections, e.g. the cookie choice. */
  children?: ReactNode
}

/** Long pages get a list of their sections at the top. */
const MIN_SECTIONS_FOR_CONTENTS = 8

/** Body text of legal pages: short lines, generous spacing, plain HTML inside. */
const proseSx = {
  fontSize: '1rem',
  lineHeight: 1.7,
  '& p': { mt: 0, mb: 2 },
  '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
  '& li': { mb: 1 },
  '& li::marker': { color: brand.darkOrange },
  '& a': { color: 'primary.main', fontWeight: 600, overflowWrap: 'anywhere' },
  '& strong': { fontWeight: 600 },
} as const

/** The shared layout of the privacy, terms and cookie pages. */
export function LegalPage({ title, intro, sections, children }: LegalPageProps) {
  // The spec asks for the current date as the last-update date: it is computed at render.
  const today = new Date()
  return (
    <Box
      component="article"
      aria-labelledby="legal-title"
      sx={{ maxWidth: '70ch', mx: 'auto', px: 2, pt: { xs: 3, md: 5 }, pb: 2 }}
    >
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          id="legal-title"
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.main', mb: 1 }}
        >
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Última actualización:{' '}
          <time dateTime={formatIsoDate(today)} {...{ [TODAY_DATE]: '' }}>
            {formatLongDate(today)}
          </time>
        </Typography>
      </Box>
      <Box sx={proseSx}>{intro}</Box>
      {children}
      {sections.length >= MIN_SECTIONS_FOR_CONTENTS && (
        <Box
          component="nav"
          aria-label="En esta página"
          sx={{
            my: 3,
            p: 2.5,
            borderRadius: '12px',
            bgcolor: '#FFEBD6',
            border: '1px solid rgba(191, 72, 0, 0.2)',
          }}
        >
          <Typography component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            En esta página
          </Typography>
          <Box
            component="ol"
            sx={{ m: 0, pl: 3, '& li': { py: 0.35 }, '& a': { color: 'primary.dark' } }}
          >
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          aria-labelledby={section.id}
          sx={{ mt: 4, ...proseSx }}
        >
          <Typography
            id={section.id}
            variant="h2"
            sx={{
              fontSize: { xs: '1.45rem', md: '1.7rem' },
              mb: 1.5,
              scrollMarginTop: { xs: HEADER_HEIGHT.xs + 16, md: HEADER_HEIGHT.md + 16 },
            }}
          >
            {section.title}
          </Typography>
          {section.body}
        </Box>
      ))}
    </Box>
  )
}
