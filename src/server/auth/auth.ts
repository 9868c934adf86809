// better-auth: email + password, database sessions in httpOnly cookies, password reset.
// Public sign-up goes through our own /api/signup (it must create the company in the same
// transaction), so better-auth's own sign-up endpoint is disabled.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { enqueueMail, passwordResetMail } from '../mail';
import { PASSWORD_MIN_LENGTH } from '../../core/auth';

export type AuthOptions = {
  db: Database;
  secret: string;
  baseUrl: string | undefined;
  trustedOrigins: string[];
  /** Sign-ins per client address per minute of activity (config.signInPerIpMax). */
  signInPerIpMax?: number;
  jobs: Pick<JobRunner, 'wake'>;
};

export function createAuth({ db, secret, baseUrl, trustedOrigins, signInPerIpMax = 100, jobs }: AuthOptions) {
  return betterAuth({
    appName: 'Masar',
    secret,
    baseURL: baseUrl,
    basePath: '/api/auth',
    trustedOrigins: (request) => {
      // Same-origin by default: the web app and the API are served on one port. A foreign
      // Origin never gets here: refuseForeignWrites (http/origin-check.ts) refused it first.
      const origin = request?.headers.get('origin');
      return origin ? [...trustedOrigins, origin] : trustedOrigins;
    },
    telemetry: { enabled: false },
    // Our own pino log carries what matters; better-auth's warnings about a missing base URL
    // are expected (the origin comes from the request on a same-origin deployment).
    logger: { level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      additionalFields: {
        requiresPasswordChange: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url, token }) => {
        // The link points at the web page {origin}/reset-password (spec §7), not at the API.
        const callback = new URL(url).searchParams.get('callbackURL');
        const link = callback ? `${callback}${callback.includes('?') ? '&' : '?'}token=${token}` : url;
        // better-auth gives no transaction here: the outbox row and its job get a short one of
        // their own, and this process's runner is woken to send it at once.
        await db.transaction((tx) => enqueueMail(tx, passwordResetMail(user.email, link)));
        jobs.wake();
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      // Per-IP ceilings. Wrong passwords are throttled per email in auth-handler.ts, which
      // better-auth's default 3-per-10-seconds sign-in rule would pre-empt for offices behind one IP.
      customRules: {
        '/sign-in/email': { window: 60, max: signInPerIpMax },
        '/request-password-reset': { window: 60, max: 10 },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for', 'x-real-ip'] },
      useSecureCookies: baseUrl?.startsWith('https://') ?? false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
