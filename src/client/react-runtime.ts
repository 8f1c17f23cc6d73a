/**
 * Runs React and React DOM's module code (they are CommonJS, which the bundle runs on first use) as part of the
 * "react" chunk, so the browser does that work in the boot script's first step, a task of its own, instead of in
 * the app's (see appChunkName in vite.config.ts and evaluateInTurn in boot.ts). The app imports this first.
 */
import 'react'
import 'react/jsx-runtime'
import 'react-dom/client'
