import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import { brand } from '@/config/theme'
import { useIsFirstLook } from '@/lib/startup/first-look'

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-6px); }
`

const wave = keyframes`
  0%, 60%, 100% { transform: rotate(0deg); }
  70% { transform: rotate(-14deg); }
  80% { transform: rotate(8deg); }
  90% { transform: rotate(-10deg); }
`

const COLORS = {
  outline: '#8F3600',
  wafer: '#E8A95B',
  waferLines: '#B86A2A',
  rim: '#D98E3F',
  face: brand.ink,
  cheek: '#FF8A80',
  cherry: '#D32F2F',
  sparkle: '#FFC94D',
}

/** Where the waffle lines of the cone start: every 16 px across its width. */
const WAFFLE_STARTS = Array.from({ length: 14 }, (_, i) => i * 16)

const SPRINKLES = [
  { x: 86, y: 66, angle: -30, color: brand.cream },
  { x: 112, y: 58, angle: 20, color: '#FFC2D1' },
  { x: 140, y: 70, angle: -50, color: '#7B3F1D' },
  { x: 160, y: 92, angle: 35, color: '#FFE082' },
  { x: 70, y: 96, angle: 60, color: '#FFC2D1' },
  { x: 126, y: 84, angle: 80, color: brand.cream },
  { x: 100, y: 88, angle: 10, color: '#FFE082' },
  { x: 166, y: 122, angle: -20, color: brand.cream },
]

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size
  return (
    <path
      d={`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s}Z`}
      fill={COLORS.sparkle}
    />
  )
}

/** One layer of the mascot: every layer shares the same 240x320 drawing space. */
function Layer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 240 320" focusable="false">
      {children}
    </svg>
  )
}

/**
 * How long the mascot stays still once the app runs: the rest of the page (its footer, the
 * live query) arrives in these seconds, and an endless animation would have the phone draw a
 * frame 60 times a second beside that work.
 */
const STILL_AFTER_START = '3s'

/**
 * The shop's mascot: a cheerful orange ice-cream cone asking what today's surprise is.
 * It is drawn in stacked layers so that its bob and wave move whole layers with CSS transforms,
 * which the compositor runs: the animation never wakes the main thread on a slow phone.
 */
export function ConeMascot() {
  // The page's first look (drawn before the app runs, see src/app/prerender/prerender-pages.tsx)
  // shows it at rest: it comes alive a little after the page, and its frames never compete with
  // the start. An attribute, not other styles: both share one class, which the first look's CSS
  // holds.
  const atRest = useIsFirstLook()
  return (
    <Box
      aria-hidden="true"
      {...(atRest && { 'data-at-rest': '' })}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '240 / 320',
        '& svg': {
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          overflow: 'visible',
        },
        '& .mascot-body': {
          position: 'absolute',
          inset: 0,
          animation: `${bob} 3.2s ease-in-out ${STILL_AFTER_START} infinite`,
        },
        // The waving arm turns around its shoulder, at (84, 206) of the drawing.
        '& .mascot-arm': {
          transformOrigin: `${(84 / 240) * 100}% ${(206 / 320) * 100}%`,
          animation: `${wave} 4s ease-in-out ${STILL_AFTER_START} infinite`,
        },
        '&[data-at-rest] .mascot-body, &[data-at-rest] .mascot-arm': { animation: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '& .mascot-body, & .mascot-arm': { animation: 'none' },
        },
      }}
    >
      <Layer>
        <ellipse cx="120" cy="308" rx="56" ry="8" fill="rgba(0, 0, 0, 0.3)" />
      </Layer>

      <div className="mascot-body">
        {/* The arm first, so the cone covers the shoulder. */}
        <Layer className="mascot-arm">
          <path
            d="M84 206 Q56 196 44 162"
            fill="none"
            stroke={COLORS.outline}
            strokeWidth="7"
            strokeLinecap="round"
          />
          <circle
            cx="42"
            cy="154"
            r="10"
            fill={COLORS.wafer}
            stroke={COLORS.outline}
            strokeWidth="4"
          />
        </Layer>
        <Layer>
          <defs>
            <clipPath id="cone-mascot-wafer">
              <path d="M66 178 L174 178 L124 294 Q120 302 116 294 Z" />
            </clipPath>
          </defs>
          <path
            d="M156 206 Q184 214 202 196"
            fill="none"
            stroke={COLORS.outline}
            strokeWidth="7"
            strokeLinecap="round"
          />
          <circle
            cx="206"
            cy="192"
            r="10"
            fill={COLORS.wafer}
            stroke={COLORS.outline}
            strokeWidth="4"
          />

          {/* The cone. */}
          <path
            d="M66 178 L174 178 L124 294 Q120 302 116 294 Z"
            fill={COLORS.wafer}
            stroke={COLORS.outline}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <g
            clipPath="url(#cone-mascot-wafer)"
            stroke={COLORS.waferLines}
            strokeWidth="3"
            opacity="0.75"
          >
            {WAFFLE_STARTS.map((x) => (
              <path key={x} d={`M${x + 20} 170 l 140 140 M${x + 20} 170 l -140 140`} />
            ))}
          </g>
          <path
            d="M66 178 L174 178 L124 294 Q120 302 116 294 Z"
            fill="none"
            stroke={COLORS.outline}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <rect
            x="58"
            y="166"
            width="124"
            height="20"
            rx="10"
            fill={COLORS.rim}
            stroke={COLORS.outline}
            strokeWidth="4"
          />

          {/* The scoop, which is also the face, with drips over the rim. */}
          <path
            d="M68.5 150 A64 64 0 1 1 171.5 150 C178 168 178 184 164 184 C156 184 154 178 150 176
             C148 190 146 200 138 200 C130 200 130 186 128 180 C124 188 112 190 108 180
             C104 192 100 198 92 196 C84 194 86 182 84 178 C80 186 66 188 64 176
             C62 168 64 158 68.5 150 Z"
            fill={brand.orange}
            stroke={brand.darkOrange}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <ellipse
            cx="88"
            cy="76"
            rx="18"
            ry="10"
            fill="#fff"
            opacity="0.35"
            transform="rotate(-35 88 76)"
          />
          {SPRINKLES.map((s) => (
            <rect
              key={`${s.x}-${s.y}`}
              x={s.x - 7}
              y={s.y - 2.5}
              width="14"
              height="5"
              rx="2.5"
              fill={s.color}
              transform={`rotate(${s.angle} ${s.x} ${s.y})`}
            />
          ))}

          {/* Cherry on top. */}
          <path
            d="M126 40 Q130 22 146 16"
            fill="none"
            stroke="#5D4037"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
          <circle cx="124" cy="44" r="13" fill={COLORS.cherry} stroke="#8E1B1B" strokeWidth="3" />
          <circle cx="119" cy="39" r="3.5" fill="#fff" opacity="0.7" />

          {/* Face. */}
          <ellipse cx="98" cy="114" rx="8" ry="11" fill={COLORS.face} />
          <ellipse cx="142" cy="114" rx="8" ry="11" fill={COLORS.face} />
          <circle cx="101" cy="109" r="3" fill="#fff" />
          <circle cx="145" cy="109" r="3" fill="#fff" />
          <ellipse cx="80" cy="136" rx="10" ry="6" fill={COLORS.cheek} opacity="0.75" />
          <ellipse cx="160" cy="136" rx="10" ry="6" fill={COLORS.cheek} opacity="0.75" />
          <path
            d="M104 134 Q120 156 136 134 Z"
            fill="#7B1E12"
            stroke={COLORS.face}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M112 145 Q120 139 128 145 Q120 151 112 145 Z" fill="#FF8A80" />
        </Layer>
      </div>

      {/* The question the page answers, and the sparkles around it: they stay still. */}
      <Layer>
        <path
          d="M176 76 L166 96 L190 82 Z"
          fill={brand.cream}
          stroke={brand.darkOrange}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle
          cx="198"
          cy="58"
          r="28"
          fill={brand.cream}
          stroke={brand.darkOrange}
          strokeWidth="3"
        />
        <path d="M178 78 L170 92 L188 82 Z" fill={brand.cream} />
        <text
          x="198"
          y="71"
          textAnchor="middle"
          fontFamily='"Abril Fatface", Georgia, serif'
          fontSize="38"
          fill={brand.darkOrange}
        >
          ?
        </text>
        <Sparkle x={28} y={86} size={9} />
        <Sparkle x={222} y={126} size={7} />
        <Sparkle x={40} y={250} size={6} />
        <Sparkle x={206} y={262} size={8} />
      </Layer>
    </Box>
  )
}
