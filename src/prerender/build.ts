/**
 * `npm run build`: validates site.json, bundles the client with Vite, prerenders every route and writes the
 * finished site to dist/ (see build-site.ts). Options: `--manifest <file>` builds another manifest (benchmarks,
 * tests); `--out <dir>` writes elsewhere. Exit code 0 on success, 1 on any problem, printed without a stack trace.
 *
 * Prerendering runs React's production build, as the browser does: the development build, which React picks when
 * NODE_ENV is unset, checks and traces every element it creates and made prerendering about three times slower
 * (most of the build's CPU time on 2,000 pages, in a CPU profile). NODE_ENV has to be set before React is first
 * imported, hence this file, which imports the build only after.
 */
process.env.NODE_ENV ??= 'production'
export {}
const { main } = await import('./build-site.ts')
process.exitCode = await main()
