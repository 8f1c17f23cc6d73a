/**
 * Raw HTTP requests for the server tests and `npm run check:deployed`: paths reach the server exactly as written
 * (no URL normalisation by a client), bodies are decoded only when asked, redirects are never followed.
 */
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'

/** One response: status, headers (lower-case names) and the body as received (still compressed if it was). */
export interface ProbeResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** Sends one request to `base` ("http://host:port") for `path` as written; the body is read whole. */
export function probe(base: string, method: string, path: string, headers: Record<string, string> = {}, timeoutMs = 15_000): Promise<ProbeResponse> {
  const url = new URL(base)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send({ hostname: url.hostname, port: url.port, method, path, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

/** Sends raw bytes on a new connection and returns everything the server answers until it closes (at most 5 s). */
export function rawExchange(base: string, text: string): Promise<string> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text))
    let answer = ''
    const timer = setTimeout(() => socket.destroy(), 5000)
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
    socket.on('error', reject)
  })
}

/** The first value of a header, or undefined. */
export function headerValue(response: ProbeResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** Whether anything answers HTTP at `url` within a second (for waiting until a server has started). */
export function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'HEAD', timeout: 1000 }, (res) => {
      res.resume()
      resolve(true)
    })
    req.on('error', () => resolve(false))
    req.on('timeout', () => req.destroy())
    req.end()
  })
}
