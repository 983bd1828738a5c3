/**
 * Where the server listens (server/main.ts): the site and API on HOST:PORT (127.0.0.1:3000 by
 * default), and /metrics, when METRICS_PORT is set, on METRICS_HOST:METRICS_PORT. METRICS_HOST
 * defaults to 127.0.0.1 whatever HOST is: a deployment that serves the site on 0.0.0.0 must not
 * put its metrics on every interface by the same setting (docs/deploy.md).
 */
export type Listen = { host: string; port: number; metricsHost: string; metricsPort: number | null }

export function listenSettings(env: NodeJS.ProcessEnv = process.env): Listen {
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 3000),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
  }
}

/** http://host:port, with an IPv6 host in brackets */
export const originOf = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`
