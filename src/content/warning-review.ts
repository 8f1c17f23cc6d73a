/**
 * The clinician review sheet for Shelby's warning signs (`npm run report:warnings`): one printable HTML page listing
 * every sign of site.json with its triage level, its urgent card, its sources, the words the matcher reads (English
 * and Spanish), the words the learned checks under the rules weigh most (the crisis model, the sign model) and sample
 * wordings from the golden sets that it catches and misses, so a nurse or doctor can review the whole list in one
 * sitting. Node only.
 */
import type { LookAlikesOfEverySign, MatcherDescription, WarningSign } from '../generated/manifest.ts'
import { compileWarningSigns, findWarningSigns } from '../tools/shelby/warning-matcher.ts'
import type { CrisisModel } from '../tools/shelby/crisis-model.ts'
import type { SignModel } from '../tools/shelby/sign-model.ts'

/** A golden wording: what a person typed and the sign whose card must come first. */
export interface ReviewWording {
  text: string
  sign: string
  also?: string[]
}

/** What the sheet is made from. */
export interface ReviewInput {
  signs: readonly WarningSign[]
  realWords: Iterable<string>
  /** site.json's `warningLookAlikes`: wordings that are not any sign. */
  lookAlikes?: LookAlikesOfEverySign
  wordings: readonly ReviewWording[]
  ordinary: readonly { text: string }[]
  /** The date printed as the sheet's date (YYYY-MM-DD). */
  date: string
  /** The learned checks under the rules (src/generated): their strongest words are listed for review. */
  crisisModel?: CrisisModel
  signModel?: SignModel
}

/** How many of a model's strongest words the sheet lists for a sign. */
const wordsShown = 24

/** A model feature as read: "word_word" is the two words in a row; "~unal" is any word that begins "unal…". */
const featureText = (feature: string) => (feature.startsWith('~') ? `${feature.slice(1)}…` : feature.replace(/_/g, ' '))

/** The features of a sign in the sign model with the most weight for it, strongest first. */
export function strongestWords(model: SignModel, signId: string, count: number = wordsShown): string[] {
  const index = model.signs.indexOf(signId)
  if (index < 0) return []
  const weighted: [string, number][] = []
  for (const [feature, pairs] of Object.entries(model.weights))
    for (let at = 0; at + 1 < pairs.length; at += 2) if (pairs[at] === index && (pairs[at + 1] ?? 0) > 0) weighted.push([feature, pairs[at + 1] ?? 0])
  return weighted
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([feature]) => featureText(feature))
}

const levelWords: Record<WarningSign['level'], string> = {
  '911': 'Call 911 now',
  'care-team': 'Call the care team now, even at night',
  '988': 'Call or text 988',
  'poison-control': 'Call Poison Help (1-800-222-1222)',
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const list = (items: readonly string[]) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '<p class="none">None.</p>')

/** A pattern ("a|b") as readable alternatives: «a» or «b». */
function readable(pattern: string): string {
  return pattern
    .split('|')
    .map((wording) => `<q>${escape(wording)}</q>`)
    .join(' or ')
}

function description(match: MatcherDescription): string {
  const parts = [`<h4>Phrases</h4>${list(match.phrases.map(readable))}`]
  if (match.together?.length) {
    parts.push(
      `<h4>Words that must appear together</h4>${list(
        match.together.map((set) => `${set.all.map((pattern) => `(${readable(pattern)})`).join(' <b>with</b> ')} <span class="note">within ${set.within ?? 6} words</span>`),
      )}`,
    )
  }
  if (match.numbers?.length) {
    parts.push(
      `<h4>Numbers</h4>${list(
        match.numbers.map(
          (rule) =>
            `from ${rule.atLeast} up to (not including) ${rule.below}${rule.units ? `, followed by ${readable(rule.units)}` : ''}, or near ${readable(rule.near)}${rule.notNear ? `; not near ${readable(rule.notNear)}` : ''}${rule.alone ? '; or the number alone' : ''}`,
        ),
      )}`,
    )
  }
  if (match.notWhen?.length) parts.push(`<h4>Not this sign</h4>${list(match.notWhen.map(readable))}`)
  return parts.join('')
}

/** Renders the sheet. */
export function renderWarningReview(input: ReviewInput): string {
  const compiled = compileWarningSigns(input.signs, input.realWords, input.lookAlikes)
  const shown = (text: string) => findWarningSigns(compiled, text).map((found) => found.id)
  const rightCardFirst = (wording: ReviewWording) => {
    const found = shown(wording.text)
    const [firstShown] = found
    return firstShown !== undefined && [wording.sign, ...(wording.also ?? [])].includes(firstShown) && found.includes(wording.sign)
  }
  const alarms = input.ordinary.filter((entry) => shown(entry.text).length > 0)
  const sections = input.signs.map((sign, index) => {
    const mine = input.wordings.filter((wording) => wording.sign === sign.id)
    const caught = mine.filter(rightCardFirst)
    const missed = mine.filter((wording) => !rightCardFirst(wording))
    return `<section class="sign" id="${escape(sign.id)}">
  <h2>${index + 1}. ${escape(sign.name)} <span class="level level-${sign.level}">${escape(levelWords[sign.level])}</span></h2>
  <p class="id">Id: <code>${escape(sign.id)}</code> · Held back under the card: ${sign.suppress.length ? escape(sign.suppress.join(', ')) : 'nothing'}</p>
  <div class="card">
    <h3>${escape(sign.card.heading)}</h3>
    ${sign.card.body.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('')}
    <p class="actions">${sign.card.actions.map((action) => `<span class="action">${escape(action.label)} <small>(${escape(action.href)})</small></span>`).join(' ')}</p>
    <p lang="es"><i>${escape(sign.card.inSpanish)}</i></p>
  </div>
  <h3>Sources</h3>
  ${list(sign.sources.map((source) => `<a href="${escape(source.href)}">${escape(source.title)}</a> <small>${escape(source.href)} · checked ${escape(source.checked)}</small>`))}
  <div class="columns">
    <div><h3>How people write it (English)</h3>${description(sign.match)}</div>
    <div lang="es"><h3>Spanish</h3>${description(sign.spanish)}</div>
  </div>
  ${input.signModel?.signs.includes(sign.id) ? `<h3>Words the sign model weighs most for it</h3><p class="note">When no rule matches, a message that reads enough like these (learned from example wordings, not written by hand) shows this card.</p><p>${strongestWords(input.signModel, sign.id).map((word) => `<q>${escape(word)}</q>`).join(', ')}</p>` : ''}
  <h3>Sample wordings caught (${caught.length} of ${mine.length})</h3>
  ${list(caught.slice(0, 12).map((wording) => `<q>${escape(wording.text)}</q>`))}
  <h3>Wordings not caught (${missed.length})</h3>
  ${list(missed.map((wording) => `<q>${escape(wording.text)}</q> → ${escape(shown(wording.text).join(', ') || 'no card')}`))}
</section>`
  })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Seven Wells: warning signs for clinical review (${escape(input.date)})</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; max-width: 60rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; border-top: 3px solid #0b5563; padding-top: 0.75rem; }
  h3 { font-size: 1.05rem; margin: 1rem 0 0.25rem; } h4 { font-size: 0.95rem; margin: 0.5rem 0 0.1rem; }
  .level { font-size: 0.85rem; padding: 0.1rem 0.5rem; border-radius: 999px; background: #e6f0f1; white-space: nowrap; }
  .level-911 { background: #fde2e2; } .level-988 { background: #ece6fb; } .level-poison-control { background: #fff3d6; }
  .card { border: 3px solid #9a6700; background: #fff3d6; border-radius: 0.5rem; padding: 0.5rem 1rem; }
  .action { display: inline-block; border: 1px solid #0b5563; border-radius: 999px; padding: 0 0.5rem; margin: 0.1rem; }
  .columns { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; } .note, small, .id { color: #555; }
  q { quotes: "“" "”"; } ul { margin: 0.2rem 0; padding-left: 1.25rem; } .none { color: #555; }
  @media (max-width: 40rem) { .columns { grid-template-columns: 1fr; } }
  @media print { body { font-size: 11pt; max-width: none; } .sign { break-before: page; } .card, h2, h3 { break-inside: avoid; break-after: avoid; } a { color: inherit; } }
</style>
</head>
<body>
<h1>Warning signs for clinical review</h1>
<p>Seven Wells, ${escape(input.date)}. Shelby, the site's guide, checks every question against these ${input.signs.length} signs before anything else, with fixed rules people wrote. When no rule matches, two learned checks can still add a card (never hide one): a crisis check that shows a 988 card (for suicide or for hopelessness), and a sign model for the other signs; the words they weigh most are listed below and under each sign. When a sign matches, its card shows first, and Shelby holds back what is listed under "Held back". Signs are listed most urgent first: when several match, their cards show in this order.</p>
<p>Please check for each sign: is the level right, is the card's advice right and complete, are the sources right, and are there common wordings missing? The words are matched in any letter case, with or without apostrophes, in their other forms (bleed, bleeding, bled) and with one typo in words of 4 or more letters (two in 8 or more). {my}, {self}, {someone} and {person} stand for any person ("my", "his", "her"...). "=word" means that word only as written.</p>
<p>Measured on ${input.wordings.length} realistic wordings and ${input.ordinary.length} ordinary questions (tests/golden): ${input.wordings.filter((wording) => rightCardFirst(wording)).length} show the right card first; ${alarms.length} ordinary questions show a card.</p>
${sections.join('\n')}
${input.lookAlikes ? `<section class="sign" id="every-sign"><h2>Not any sign</h2><p>Blanked before matching every sign, as each sign's own "Not this sign". {sign} stands for one to three words in a row of the sign being matched; only these words are blanked, so what else a message says is still read. A sign of the body (not the crisis signs) told only as long over ("last year", "years ago", "in 2019", "as a kid", "hace años", "el año pasado", in the same clause) shows no card either, unless the message says it is back or happened again ("again", "another one", "it's back", "otra vez"): see src/tools/shelby/told-times.ts.</p><div class="columns"><div><h3>English</h3>${list(input.lookAlikes.en.map(readable))}</div><div lang="es"><h3>Spanish</h3>${list(input.lookAlikes.es.map(readable))}</div></div></section>` : ''}
${input.crisisModel ? `<section class="sign" id="crisis-check"><h2>The crisis check</h2><p>When no rule matches, a message that reads enough like the example crisis wordings (suicide, harm to others, hopelessness) shows a 988 card: the suicide card or the gentle hopelessness card, whichever of the two the message reads more like (a second learned check, trained on those two signs' wordings). The words, word pairs and word beginnings ("unal…" is any word that begins so) the crisis check weighs most, strongest first:</p><p>${Object.entries(input.crisisModel.weights).filter(([, weight]) => weight > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, wordsShown * 2).map(([feature]) => `<q>${escape(featureText(feature))}</q>`).join(', ')}</p></section>` : ''}
<section class="sign"><h2>Ordinary questions that show a card (false alarms)</h2>${list(alarms.map((entry) => `<q>${escape(entry.text)}</q> → ${escape(shown(entry.text).join(', '))}`))}</section>
</body>
</html>
`
}
