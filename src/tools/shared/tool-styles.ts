/** The tools' shared look (the care planner, Smart Nudge): panels, fields, rows and notes, in the site's colours and spacing. */
import styled from '@emotion/styled'
import { colors, minWidth, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { textInputStyles } from '../../ui/form-styles.ts'
import { noticeBoxStyles } from '../../ui/notice-styles.ts'

export const Panel = styled.section({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.md,
  marginBottom: space.lg,
  [minWidth(720)]: { padding: space.lg },
  '& > h3, & > h4, & > h5': { marginTop: 0 },
})

export const Muted = styled.p({ color: colors.muted, margin: `${space.xs} 0` })

export const FieldBox = styled.div({
  marginBottom: space.md,
  '& > label, & > .label': { display: 'block', fontWeight: 700, marginBottom: space.xs },
})

export const Input = styled.input({ ...textInputStyles, width: '100%', maxWidth: '28rem' })

export const SmallInput = styled.input({ ...textInputStyles, width: '7rem' })

export const Select = styled.select({ ...textInputStyles, width: '100%', maxWidth: '28rem' })

export const TextArea = styled.textarea({ ...textInputStyles, width: '100%', maxWidth: '40rem', minHeight: '5rem', lineHeight: 1.4 })

export const Fieldset = styled.fieldset({
  border: `1px solid ${colors.border}`,
  borderRadius: '0.5rem',
  padding: `${space.sm} ${space.md} ${space.md}`,
  margin: `0 0 ${space.md}`,
  '& legend': { fontWeight: 700, padding: `0 ${space.xs}` },
})

export const Choice = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  '& input': { width: '1.25rem', height: '1.25rem', flex: 'none', margin: 0 },
})

export const Inline = styled.div({ display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.md}` })

export const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center', margin: `${space.sm} 0` })

export const PrimaryButton = styled.button(buttonStyles('primary'))

export const SecondaryButton = styled.button(buttonStyles('secondary'))

export const Safety = styled.div({
  ...noticeBoxStyles('safety'),
  margin: `${space.md} 0`,
  '& p': { margin: `${space.xs} 0` },
  '& a': { color: colors.safetyText },
  '& h4, & h5, & h6': { margin: `0 0 ${space.xs}`, fontSize: '1.1rem' },
})

export const Tint = styled.div({
  padding: space.md,
  borderRadius: '0.5rem',
  background: colors.tint,
  margin: `${space.md} 0`,
  '& p': { margin: `${space.xs} 0` },
  '& h4, & h5, & h6': { margin: `0 0 ${space.xs}`, fontSize: '1.1rem' },
})

export const Problems = styled.div({
  ...noticeBoxStyles('safety'),
  fontWeight: 600,
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: '1.25rem' },
  '& p': { margin: 0 },
})

export const Tag = styled.span({
  display: 'inline-block',
  fontSize: '0.85rem',
  fontWeight: 700,
  padding: '0.1rem 0.6rem',
  borderRadius: '999px',
  border: `1px solid ${colors.safetyBorder}`,
  background: colors.safetyBackground,
  color: colors.safetyText,
  marginLeft: space.sm,
  verticalAlign: 'middle',
})

export const PlainList = styled.ul({ listStyle: 'none', margin: 0, padding: 0 })

export const Details = styled.details({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: `${space.sm} ${space.md}`,
  marginBottom: space.lg,
  '& > summary': {
    cursor: 'pointer',
    fontWeight: 700,
    fontSize: '1.1rem',
    minHeight: '2.75rem',
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    color: colors.primary,
    // display: flex drops the browser's own marker: draw one (a triangle that turns when open).
    '&::before': {
      content: '""',
      flex: 'none',
      borderStyle: 'solid',
      borderWidth: '0.35rem 0 0.35rem 0.55rem',
      borderColor: `transparent transparent transparent ${colors.primary}`,
      transition: 'transform 0.15s',
    },
  },
  '&[open] > summary::before': { transform: 'rotate(90deg)' },
  '@media (prefers-reduced-motion: reduce)': { '& > summary::before': { transition: 'none' } },
})

/** A date or time field: wide enough for the browser's own picker text ("07:30 PM", "12/31/2026"). */
export const DateTimeInput = styled.input({ ...textInputStyles, width: '11rem', maxWidth: '100%' })

/** A tool's box: headings sized for the levels a tool uses (its own, its parts, their forms). */
export const ToolRoot = styled.div({
  '& h3': { fontSize: '1.4rem', margin: '0 0 0.5rem' },
  '& h4': { fontSize: '1.2rem' },
  '& h5': { fontSize: '1.05rem' },
})
