import styled from '@emotion/styled'
import { useId, useRef, useState } from 'react'
import type { SmartNudge } from '../../generated/manifest.ts'
import { colors, space } from '../../ui/theme.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import type { Format } from '../shared/date-format.ts'
import { countText, fillTemplate } from '../shared/text.ts'
import { Muted, Panel, PlainList } from '../shared/tool-styles.ts'
import { MedicineForm } from './medicine-form.tsx'
import { describeMedicine } from './describe.ts'
import { ItemActions } from '../shared/form-parts.tsx'
import { limits, nextId, type NudgeDay, type NudgeMedicine } from './nudge-plan.ts'

const Item = styled.li({ borderTop: `1px solid ${colors.border}`, padding: `${space.sm} 0`, '& p': { margin: `${space.xs} 0` } })
const Name = styled.p({ fontWeight: 700 })

/**
 * "Medicines": the medicines the reader entered, each with when it is taken (worked out from their day), and the
 * form to add or change one. The care team's and pharmacist's word comes first; the page never suggests anything.
 */
export function MedicinesSection({
  words,
  lang,
  day,
  format,
  medicines,
  today,
  onChange,
}: {
  words: SmartNudge['words']
  lang: string
  day: NudgeDay
  format: Format
  medicines: readonly NudgeMedicine[]
  today: string
  onChange: (medicines: NudgeMedicine[], announcement: string) => void
}) {
  const id = useId()
  const [editing, setEditing] = useState<NudgeMedicine>()
  const formBox = useRef<HTMLDivElement>(null)
  const full = medicines.length >= limits.medicines && !editing

  const save = (medicine: NudgeMedicine) => {
    const exists = medicines.some((existing) => existing.id === medicine.id)
    onChange(
      exists ? medicines.map((existing) => (existing.id === medicine.id ? medicine : existing)) : [...medicines, medicine],
      fillTemplate(exists ? words.medicineSaved : words.medicineAdded, { name: medicine.name }),
    )
    setEditing(undefined)
  }

  return (
    <Panel aria-labelledby={`${id}-heading`} data-medicines="">
      <Heading id={`${id}-heading`}>{words.medicinesHeading}</Heading>
      <p>{words.medicinesIntro}</p>
      <NestedHeadings>
        {medicines.length === 0 ? (
          <Muted>{words.noMedicines}</Muted>
        ) : (
          <>
            <Muted>{countText(words.medicineCount, medicines.length, lang)}</Muted>
            <PlainList data-medicine-list="">
              {medicines.map((medicine) => (
                <Item key={medicine.id} data-medicine={medicine.id}>
                  <Name>{medicine.name}</Name>
                  {describeMedicine(medicine, day, words, format).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  <ItemActions
                    change={words.editButton}
                    remove={words.removeButton}
                    name={medicine.name}
                    onChange={() => {
                      setEditing(medicine)
                      requestAnimationFrame(() => formBox.current?.focus())
                    }}
                    onRemove={() => {
                      if (editing?.id === medicine.id) setEditing(undefined)
                      onChange(
                          medicines.filter((existing) => existing.id !== medicine.id),
                          fillTemplate(words.medicineRemoved, { name: medicine.name }),
                      )
                    }}
                  />
                </Item>
              ))}
            </PlainList>
          </>
        )}
        <div ref={formBox} tabIndex={-1}>
          {full ? (
            <Muted>{words.tooManyMedicines}</Muted>
          ) : (
            <MedicineForm
              key={editing?.id ?? 'new'}
              words={words}
              day={day}
              format={format}
              editing={editing}
              newId={nextId('m', medicines)}
              today={today}
              onSave={save}
              onCancel={() => setEditing(undefined)}
            />
          )}
        </div>
      </NestedHeadings>
    </Panel>
  )
}
