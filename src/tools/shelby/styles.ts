import styled from '@emotion/styled'
import { colors, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { cardStyles, Disclosure } from '../../ui/card-styles.ts'
import { textInputStyles } from '../../ui/form-styles.ts'
import { visuallyHidden } from '../../ui/visually-hidden.ts'

/** Shelby's own pieces of style: its conversation, cards and controls. */

export const Root = styled.div({
  maxWidth: '48rem',
  // Printing one list: everything of Shelby's but that list stays off the paper.
  '@media print': {
    '&[data-printing] [data-entry]:not([data-print-target]), &[data-printing] [data-chrome]': { display: 'none !important' },
    '&[data-printing] [data-print-target] [data-print-hide]': { display: 'none !important' },
  },
})

export const SafetyLine = styled.p({
  background: colors.safetyBackground,
  color: colors.safetyText,
  border: `2px solid ${colors.safetyBorder}`,
  borderRadius: '0.75rem',
  padding: `${space.sm} ${space.md}`,
  fontWeight: 700,
  margin: `0 0 ${space.md}`,
})

export const Muted = styled.p({ color: colors.muted })

export const Hidden = styled.span(visuallyHidden)

export const HiddenHeading = styled.h2(visuallyHidden)

export const Log = styled.div({ margin: `${space.md} 0` })

export const Entries = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
})

export const Message = styled.li({
  overflowWrap: 'anywhere',
  '&[data-speaker="you"]': {
    justifySelf: 'end',
    maxWidth: '85%',
    background: colors.tint,
    border: `1px solid ${colors.border}`,
    borderRadius: '1rem 1rem 0.25rem 1rem',
    padding: `${space.sm} ${space.md}`,
  },
  '& > p': { margin: `${space.xs} 0` },
})

export const Speaker = styled.span({ display: 'block', fontWeight: 700, fontSize: '0.9rem', color: colors.muted })

export const Card = styled.div({
  ...cardStyles,
  '& h3, & h4': { fontSize: '1.15rem', margin: `0 0 ${space.xs}` },
})

export const Quote = styled.blockquote({
  margin: `${space.sm} 0`,
  padding: `0 0 0 ${space.md}`,
  borderLeft: `4px solid ${colors.primary}`,
})

export const Small = styled.p({ fontSize: '0.95rem', color: colors.muted })

export const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center', margin: `${space.sm} 0` })

export const PrimaryButton = styled.button(buttonStyles('primary'))

export const SecondaryButton = styled.button(buttonStyles('secondary'))

export const Form = styled.form({ margin: `${space.md} 0` })

export const Label = styled.label({ display: 'block', fontWeight: 700, fontSize: '1.15rem' })

export const Input = styled.input({ ...textInputStyles, flex: '1 1 14rem' })

export const Choices = styled.fieldset({
  border: 0,
  margin: 0,
  padding: 0,
  '& legend': { fontWeight: 700, fontSize: '1.1rem', padding: 0, marginBottom: space.sm },
  '& legend:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
})

export const List = styled.ul({
  paddingLeft: '1.25rem',
  // Numbered guide lists reach 10 and more items; two-digit markers need the wider gutter.
  '&:is(ol)': { paddingLeft: '2rem' },
  '& li': { margin: `${space.xs} 0` },
  '&[data-kind="checklist"]': { listStyle: 'none', paddingLeft: 0 },
  '&[data-kind="checklist"] li::before': { content: '"☐ "', fontSize: '1.1em' },
})

export const Details = Disclosure

export const Status = styled.p({ minHeight: '1.5em', fontWeight: 600 })

export const Answers = styled.ol({ listStyle: 'none', margin: 0, padding: 0 })

export const Guides = styled.ul({
  listStyle: 'none',
  margin: `${space.sm} 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
})
