/**
 * React's own useSyncExternalStore, in place of the use-sync-external-store shim that wouter imports for React
 * versions before 18 (vite.config.ts aliases the shim to this module in the browser bundle): with React 19 the shim
 * only hands React's hook on, and its fallback code (0.8 kB gzip) would load on every page for nothing.
 */
export { useSyncExternalStore } from 'react'
