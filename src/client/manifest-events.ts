/**
 * Name of the dev server's message that site.json changed and is valid; its data is `{ site: SiteChrome }`.
 * Sent by src/dev/site-manifest-plugin.ts, handled by src/client/main.tsx.
 */
export const manifestChangedEvent = 'seven-wells:manifest-changed'
