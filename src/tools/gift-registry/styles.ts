/** The registry's shared look: sections, cards, fields, buttons and notes, all from the site's theme. */
import styled from '@emotion/styled'
import { colors, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { textInputStyles } from '../../ui/form-styles.ts'
import { noticeBoxStyles } from '../../ui/notice-styles.ts'

/** One part of the builder or the giver view, with room above it. */
export const Part = styled.section({
  marginTop: space.xl,
  '&:first-of-type': { marginTop: 0 },
  '& > p, & > ol, & > ul': { maxWidth: '44rem' },
  '& > h2, & > h3': { marginBottom: space.sm },
  '& h2:focus, & h3:focus': { outline: 'none' },
})

export const Muted = styled.p({ color: colors.muted, margin: `${space.xs} 0` })

export const Note = styled.p({ margin: `${space.xs} 0` })

/** A stack of cards (ideas to pick, items on the list). */
export const Cards = styled.ul({ listStyle: 'none', margin: `${space.md} 0 0`, padding: 0, display: 'grid', gap: space.md })

export const Card = styled.li({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.md,
  '& h3, & h4': { fontSize: '1.15rem', margin: 0 },
  '& p': { margin: `${space.xs} 0` },
  '&[data-state="on-list"], &[data-state="picked"]': { borderColor: colors.primary, boxShadow: `inset 4px 0 0 ${colors.primary}` },
})

/** Small labels under a title: category, kind, price. */
export const Tags = styled.p({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  fontSize: '0.9rem',
  color: colors.muted,
  '& span': { border: `1px solid ${colors.border}`, borderRadius: '999px', padding: '0 0.5rem', background: colors.canvas },
})

export const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center', marginTop: space.sm })

export const PrimaryButton = styled.button(buttonStyles('primary'))

export const SecondaryButton = styled.button(buttonStyles('secondary'))

/** A small secondary button, for the many per-item controls. */
export const SmallButton = styled.button({
  ...buttonStyles('secondary'),
  minHeight: '2.75rem',
  padding: '0.35rem 0.9rem',
  fontSize: '0.95rem',
})

export const Field = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  marginTop: space.md,
  maxWidth: '36rem',
  '& label': { fontWeight: 700 },
})

export const Input = styled.input({ ...textInputStyles, width: '100%' })

export const NumberInput = styled.input({ ...textInputStyles, width: '6rem' })

export const TextArea = styled.textarea({ ...textInputStyles, width: '100%', minHeight: '6rem', resize: 'vertical', lineHeight: 1.4 })

export const Select = styled.select({ ...textInputStyles, maxWidth: '100%' })

export const Check = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  marginTop: space.sm,
  fontWeight: 700,
  '& input': { width: '1.25rem', height: '1.25rem', flex: 'none' },
})

/** A field's error, tied to it with aria-describedby. */
export const FieldError = styled.p({ color: colors.safetyText, fontWeight: 700, margin: 0 })

/** A friendly outcome (added, copied): a tinted box. */
export const Good = styled.p({
  padding: space.sm,
  borderLeft: `6px solid ${colors.primary}`,
  borderRadius: '0.5rem',
  background: colors.tint,
  fontWeight: 600,
})

/** Something to look at (a clash, a limit): the site's amber notice. */
export const Warning = styled.div({
  ...noticeBoxStyles('safety'),
  margin: `${space.sm} 0`,
  '& p': { margin: `${space.xs} 0` },
})

/** A box around a group of controls (filters, the claim form). */
export const Panel = styled.div({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.md,
  marginTop: space.md,
})

export const Disclosure = styled.details({
  marginTop: space.xs,
  '& summary': { cursor: 'pointer', color: colors.primary, fontWeight: 600, minHeight: '2.75rem', display: 'flex', alignItems: 'center' },
  '& ul': { margin: `${space.xs} 0`, paddingLeft: '1.25rem' },
})

export const Status = styled.p({ fontWeight: 700, margin: `${space.xs} 0` })
