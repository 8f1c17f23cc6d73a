/**
 * A real nginx serving a build with the configuration the build wrote (deploy/nginx.conf), for the server tests:
 * started as an ordinary process (no daemon, no master) on a loopback port, with everything it writes in a temp
 * folder. Debian's nginx and its brotli module are installed by the test command when missing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nginxDefaults } from '../../src/deploy/nginx-config.ts'
import { answers } from './http-probe.ts'

/** nginx: NGINX_PATH, else Debian's. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Debian's brotli static module; the configuration serves brotli only when it is there. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * The build's nginx configuration made local: listening on `listen`, serving `root`. Throws when the lines to
 * replace are missing, so a change to the generator cannot leave the tests on the wrong folder or port.
 */
export function localSiteConfig(config: string, { listen, root, brotli }: { listen: string; root: string; brotli: boolean }): string {
  const replacements: [string, string][] = [
    [`    listen ${nginxDefaults.listen};`, `    listen ${listen};`],
    [`    root ${nginxDefaults.root};`, `    root ${root};`],
    ...(brotli ? [] : ([['    brotli_static on;', '']] satisfies [string, string][])),
  ]
  let local = config
  for (const [line, replacement] of replacements) {
    if (!local.includes(line)) throw new Error(`The nginx configuration has no line "${line.trim()}" to replace`)
    local = local.replace(line, replacement)
  }
  return local
}

/** A running nginx. */
export interface RunningNginx {
  /** "http://127.0.0.1:<port>" */
  url: string
  /** nginx's error log so far (start-up problems, refused requests). */
  errorLog(): string
  stop(): Promise<void>
}

/**
 * Starts nginx on 127.0.0.1:`port` serving the build in `root` with the configuration in `configFile`.
 *
 * @throws when nginx rejects the configuration or does not answer within 15 s (with its error log).
 */
export async function startNginx({ root, configFile, port }: { root: string; configFile: string; port: number }): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'seven-wells-nginx-'))
  const brotli = existsSync(brotliModule)
  const site = localSiteConfig(readFileSync(configFile, 'utf8'), { listen: `127.0.0.1:${port}`, root, brotli })
  writeFileSync(join(dir, 'site.conf'), site)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${join(dir, name)};`)
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(brotli ? [`load_module ${brotliModule};`] : []),
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} info;`,
      'events { worker_connections 256; }',
      'http {',
      '    access_log off;',
      ...temp,
      `    include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '')
  const child: ChildProcess = spawn(nginxPath, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx did not start: ${stderr}${errorLog()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    errorLog,
    async stop() {
      child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
