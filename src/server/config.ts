// Environment, read once at start. Everything has a working default for `npm start`.
import { randomBytes } from 'node:crypto';

export type Config = {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** Multiplies the demo data (DEMO_SCALE; benchmarks use 50). */
  demoScale: number;
  smtpUrl: string | undefined;
  /** Uploaded files' bytes in an S3-compatible bucket (http(s)://KEY:SECRET@host/bucket?region=…); the database when unset. */
  s3Url: string | undefined;
  mailFrom: string;
  authSecret: string;
  baseUrl: string | undefined;
  trustedOrigins: string[];
  logLevel: string;
  webDir: string;
  /** Failed sign-ins per email per minute before throttling (acceptance: the 11th is refused). */
  loginMaxFailures: number;
  /**
   * Sign-ins per client address before better-auth refuses them (SIGN_IN_PER_IP_MAX). Its window
   * restarts only after a minute with none, so a steady stream from one address (an office behind
   * one IP, the e2e suite) reaches the ceiling however slowly it signs in.
   */
  signInPerIpMax: number;
  /**
   * Proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY: a number of hops,
   * or true for one). 0, the default: the TCP peer is the client and the header is ignored, since
   * a client may write anything in it. Behind a load balancer, set it, or every sign-in shares the
   * balancer's address.
   */
  trustedProxyHops: number;
  /** How often this process polls the job queue (JOBS_POLL_MS); 0: it runs no jobs (another process does). */
  jobsPollMs: number;
  /**
   * The properties map's tile server (MAP_TILE_URL, a Leaflet URL template; `{s}` only as the
   * host's first label) and its attribution (MAP_TILE_ATTRIBUTION). The page's CSP admits its
   * host for images; without network the map's markers and list still work.
   */
  mapTileUrl: string;
  mapTileAttribution: string;
  /**
   * Platform backups (issue 20, decision 062): where the sealed files are kept (BACKUP_DIR; a
   * volume every server process mounts, or one kept apart from the database), the key they are
   * sealed with (BACKUP_KEY; the auth secret when unset, so keep one of them apart from the
   * backups), how many to keep (BACKUP_KEEP) and when the daily one is taken (BACKUP_AT, UTC;
   * `off` for none).
   */
  backupDir: string;
  backupKey: string | undefined;
  backupKeep: number;
  backupAt: string | null;
};

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl,
    dataDir: env.DATA_DIR ?? './data',
    // Demo data is on for the embedded database, off for PostgreSQL unless asked.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : !databaseUrl,
    demoScale: Math.max(1, Math.floor(Number(env.DEMO_SCALE ?? 1)) || 1),
    smtpUrl: env.SMTP_URL || undefined,
    s3Url: env.S3_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Masar <no-reply@masar.local>',
    authSecret: env.BETTER_AUTH_SECRET ?? env.AUTH_SECRET ?? '',
    baseUrl: env.BETTER_AUTH_URL || undefined,
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDir: env.WEB_DIR ?? 'dist/web',
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 10),
    signInPerIpMax: Math.max(1, Number(env.SIGN_IN_PER_IP_MAX ?? 100) || 100),
    trustedProxyHops: env.TRUST_PROXY === 'true' ? 1 : Math.max(0, Math.floor(Number(env.TRUST_PROXY ?? 0)) || 0),
    jobsPollMs: Math.max(0, Number(env.JOBS_POLL_MS ?? 1000) || 0),
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || (env.MAP_TILE_URL ? '' : '© OpenStreetMap contributors'),
    // Beside the data directory, not in it: the embedded database's dump takes the whole directory.
    backupDir: env.BACKUP_DIR || `${(env.DATA_DIR ?? './data').replace(/\/+$/, '')}-backups`,
    backupKey: env.BACKUP_KEY || undefined,
    backupKeep: Math.max(1, Math.floor(Number(env.BACKUP_KEEP ?? 7)) || 7),
    backupAt: env.BACKUP_AT === 'off' ? null : /^\d\d:\d\d$/.test(env.BACKUP_AT ?? '') ? env.BACKUP_AT! : '02:00',
  };
}

/** A per-data-dir secret when none is configured, so sessions survive restarts of `npm start`. */
export function ephemeralSecret(): string {
  return randomBytes(32).toString('hex');
}
