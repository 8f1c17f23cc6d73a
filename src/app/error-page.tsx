import styled from '@emotion/styled'
import { Link } from 'wouter'
import { useUiText } from '../ui/site-context.tsx'
import { space } from '../ui/theme.ts'
import { buttonStyles } from '../ui/button-styles.ts'
import { Container } from '../ui/layout.ts'

const Wrapper = styled(Container)({ paddingBlock: space.xxl })

const HomeLink = styled(Link)(buttonStyles('primary'))

/** What a page that failed to render shows: the source specification's "Unexpected Application Error!", the error's message and a link home. */
export function ErrorPage({ error }: { error: Error }) {
  const ui = useUiText()
  return (
    <Wrapper>
      <h1 id="page-heading" tabIndex={-1}>
        {ui.errorTitle}
      </h1>
      <p>{error.message}</p>
      <HomeLink href="/">{ui.returnHome}</HomeLink>
    </Wrapper>
  )
}
