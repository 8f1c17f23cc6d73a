import base from './playwright.config.ts'
export default { ...base, webServer: { ...base.webServer, command: `PORT=${process.env.E2E_PORT} NODE_ENV=production npx tsx src/server/serve.ts`, reuseExistingServer: true } }
