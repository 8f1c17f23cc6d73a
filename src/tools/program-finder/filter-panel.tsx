import styled from '@emotion/styled'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { Program, ProgramFinderWords } from '../../generated/manifest.ts'
import { colors, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { textInputStyles } from '../../ui/form-styles.ts'
import { fillTemplate } from '../shared/text.ts'
import { optionCounts, optionsOf, singleChoiceKeys, type AllowedValues, type FilterKey, type Filters } from './filters.ts'

const Panel = styled.details({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: `${space.sm} ${space.md}`,
  '& > summary': { cursor: 'pointer', fontWeight: 700, fontSize: '1.1rem', minHeight: '2.75rem', display: 'flex', alignItems: 'center' },
})

const Hint = styled.p({ color: colors.muted, margin: `0 0 ${space.sm}` })

const Group = styled.details({
  borderTop: `1px solid ${colors.border}`,
  '& > summary': { cursor: 'pointer', fontWeight: 600, minHeight: '2.75rem', display: 'flex', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' },
})

const Chosen = styled.span({ fontWeight: 400, color: colors.muted })

const Fieldset = styled.fieldset({
  border: 0,
  margin: `0 0 ${space.sm}`,
  padding: 0,
  minWidth: 0,
})

const Legend = styled.legend({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
})

const Option = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  '& input': { width: '1.25rem', height: '1.25rem', flex: 'none', margin: 0 },
  '&[data-empty="true"]': { color: colors.muted },
})

const SelectLabel = styled.label({ display: 'block', margin: `${space.xs} 0` })

const Select = styled.select({ ...textInputStyles, display: 'block', width: '100%', marginTop: space.xs })

const ClearButton = styled.button({ ...buttonStyles('secondary'), marginTop: space.sm })

/** The width, in px, from which the panel sits beside the results (see the finder's layout). */
export const wideScreen = 960

/** The filters shown for a finder: every filter but the kind of help when the finder shows one kind only. */
export function shownFilterKeys(allowed: AllowedValues, keys: readonly FilterKey[]): FilterKey[] {
  return keys.filter((key) => key !== 'kind' || allowed.kind.length > 1)
}

/**
 * The finder's filters: one fold per filter (its name, and how many values are chosen), checkboxes with the
 * number of programs each would show (options with none are shown, greyed, not hidden), and drop-down lists for
 * the country and US state. Every change applies at once. Needs a script: hidden without one, and on paper.
 */
export function FilterPanel({
  words,
  keys,
  allowed,
  filters,
  programs,
  onToggle,
  onChoose,
  onClear,
}: {
  words: ProgramFinderWords
  keys: readonly FilterKey[]
  allowed: AllowedValues
  filters: Filters
  /** The programs the finder shows, for the number of programs each option would show. */
  programs: Readonly<Record<string, Program>>
  onToggle: (key: FilterKey, value: string) => void
  onChoose: (key: FilterKey, value: string) => void
  onClear: () => void
}) {
  // Counted here, not in the finder, so that hydrating the finder is two pieces of work with a pause between, not
  // one: counting every option over every program was a third of the finder's first render.
  const counts: Readonly<Record<string, Readonly<Record<string, number>>>> = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, optionCounts(programs, filters, key, allowed[key])])),
    [programs, filters, keys, allowed],
  )
  const chosenTotal = keys.reduce((total, key) => total + (filters[key]?.length ?? 0), 0)
  const idPrefix = useId()
  const panel = useRef<HTMLDetailsElement>(null)
  const groupFolds = useRef(new Map<FilterKey, HTMLDetailsElement>())
  const unfolded = useRef(false)

  // The first time choices arrive (from a link or the guided start), unfold the filters that hold them, once.
  // Folds are never closed for the reader: that would hide the control they are using.
  // On a wide screen the panel sits beside the results, so it starts open; on a phone it would push the results
  // down, so it stays folded (its summary says how many choices are set).
  useEffect(() => {
    if (unfolded.current) return
    const wide = window.matchMedia?.(`(min-width: ${wideScreen}px)`).matches ?? false
    if (!wide) return
    if (panel.current) panel.current.open = true
    if (chosenTotal === 0) return
    unfolded.current = true
    for (const key of keys) if (filters[key]?.length) groupFolds.current.get(key)?.setAttribute('open', '')
  }, [chosenTotal, keys, filters])

  return (
    <Panel ref={panel} data-program-filters="" data-needs-script="" data-screen-only="">
      <summary>
        {words.filtersHeading}
        {chosenTotal > 0 ? <Chosen>&nbsp;({fillTemplate(words.chosen, { count: chosenTotal })})</Chosen> : null}
      </summary>
      <Hint>{words.filtersHint}</Hint>
      {keys.map((key) => {
        const group = words.groups[key]
        const chosen = filters[key] ?? []
        const options = optionsOf(words, key)
        const name = (value: string) => options[value]?.label ?? value
        return (
          <Group
            key={key}
            ref={(element) => {
              if (element) groupFolds.current.set(key, element)
              else groupFolds.current.delete(key)
            }}
          >
            <summary>
              {group.label}
              {chosen.length > 0 ? <Chosen>({fillTemplate(words.chosen, { count: chosen.length })})</Chosen> : null}
            </summary>
            {singleChoiceKeys.includes(key) ? (
              <SelectLabel htmlFor={`${idPrefix}-${key}`}>
                {group.label}
                <Select id={`${idPrefix}-${key}`} value={chosen[0] ?? ''} onChange={(event) => onChoose(key, event.target.value)}>
                  <option value="">{words.anyChoice}</option>
                  {allowed[key].map((value) => (
                    <option key={value} value={value}>
                      {name(value)} ({counts[key]?.[value] ?? 0})
                    </option>
                  ))}
                </Select>
              </SelectLabel>
            ) : (
              <Fieldset>
                <Legend>{group.label}</Legend>
                {allowed[key].map((value) => {
                  const count = counts[key]?.[value] ?? 0
                  const checked = chosen.includes(value)
                  return (
                    <Option key={value} data-empty={String(count === 0 && !checked)}>
                      <input type="checkbox" name={key} value={value} checked={checked} onChange={() => onToggle(key, value)} />
                      <span>
                        {name(value)} ({count})
                      </span>
                    </Option>
                  )
                })}
              </Fieldset>
            )}
          </Group>
        )
      })}
      {chosenTotal > 0 ? (
        <ClearButton type="button" onClick={onClear}>
          {words.clearFilters}
        </ClearButton>
      ) : null}
    </Panel>
  )
}
