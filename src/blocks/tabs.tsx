import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { colors, minWidth, space } from '../ui/theme.ts'
import { BlockFrame, NestedBlocks } from '../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { visuallyHidden } from '../ui/visually-hidden.ts'
import type { BlockProps } from './block-props.ts'
import { fragmentTarget } from '../ui/fragment-target.ts'
import { BlockList } from './block-list.tsx'

const TabList = styled.div({
  display: 'flex',
  // When even whole words do not fit (very narrow screens, large text), tabs move to a second row instead.
  flexWrap: 'wrap',
  gap: space.xs,
  borderBottom: `2px solid ${colors.border}`,
  marginBottom: space.lg,
})

const Tab = styled.button({
  flex: '1 1 0',
  // A label wraps only between words: never "Shoppin / g List".
  minWidth: 'min-content',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
  minHeight: '2.75rem',
  padding: '0.5rem 0.6rem',
  lineHeight: 1.3,
  [minWidth(640)]: { flex: '0 1 auto', padding: '0.6rem 1.1rem' },
  marginBottom: '-2px',
  border: '2px solid transparent',
  borderBottom: `4px solid transparent`,
  borderRadius: '0.5rem 0.5rem 0 0',
  background: 'transparent',
  color: colors.muted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { color: colors.primaryHover, background: colors.tint },
  '&[aria-selected="true"]': { color: colors.primary, borderBottomColor: colors.primary, background: colors.surface },
})

const PanelHeading = styled(Heading)({ ...visuallyHidden })

/** Which tab index a key press moves to from `current` among `count` tabs, or undefined for other keys. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: the first tab is selected at first; click or
 * Enter/Space selects; Left/Right arrows, Home and End move between tabs and select; only the selected tab is
 * in the tab order. A panel whose id is the URL's fragment (e.g. #recipes), or that holds the element it names,
 * opens on load.
 *
 * Without JavaScript a `<noscript>` style in the page hides the tab row and shows every panel, in order, under
 * its own heading (the headings are visually hidden while the tabs work).
 */
export function Tabs({ block }: BlockProps<'tabs'>) {
  const baseId = useId()
  const [activeIndex, setActiveIndex] = useState(0)
  const tabElements = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    // A link to a tab (#recipes) or to a heading inside one (#recipes-creamy-banana-oatmeal, from a search
    // result) opens that tab and shows the heading.
    const target = fragmentTarget()
    const fromHash = block.tabs.findIndex((tab) => target !== null && target.closest('[data-tab-panel]')?.id === tab.id)
    if (fromHash > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the address's fragment is read after hydration: it exists only in the browser, and the first render must match the prerendered page
      setActiveIndex(fromHash)
      requestAnimationFrame(() => target?.scrollIntoView())
    }
  }, [block.tabs])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, activeIndex, block.tabs.length)
    if (next === undefined) return
    event.preventDefault()
    setActiveIndex(next)
    tabElements.current[next]?.focus()
  }

  return (
    <BlockFrame>
      <TabList role="tablist" aria-label={block.label} data-tabs-list="">
        {block.tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabElements.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}`}
            aria-selected={index === activeIndex}
            aria-controls={tab.id}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => setActiveIndex(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {block.tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.id}
          aria-labelledby={`${baseId}-${tab.id}`}
          tabIndex={0}
          hidden={index !== activeIndex}
          data-tab-panel=""
        >
          <PanelHeading data-tab-heading="">{tab.label}</PanelHeading>
          <NestedHeadings scope={tab.id}>
            <NestedBlocks>
              <BlockList blocks={tab.blocks} />
            </NestedBlocks>
          </NestedHeadings>
        </div>
      ))}
    </BlockFrame>
  )
}
