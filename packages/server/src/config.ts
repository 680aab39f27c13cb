// Configuration comes from the environment only, parsed once at start. A bad value stops the process
// with a readable list of every problem (not the first one), so a newcomer fixes them in one go.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// web-push is CommonJS: Node's ESM sees only its default export.
import webPush from 'web-push';
import { z } from 'zod';
import { isValidTimeZone } from './lib/time-zone';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 30m, 12h or 7d')
    .default('7d'),
  /**
   * Web push's VAPID key pair (base64url, as web-push generates them): set both, or neither to keep
   * a pair generated into DATA_DIR. VAPID_SUBJECT is the contact push services may write to.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/, 'must be a P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** A real provider's payment form; unset, the server's own sandbox checkout stands in (the demo). */
  PAYMENT_URL: z.url().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.default(true),
  /** strict: a response that breaks the contract becomes a 500 (tests); warn: it is logged and sent. */
  RESPONSE_VALIDATION: z.enum(['strict', 'warn', 'off']).optional(),
  /** Optional OpenAI-compatible endpoint that phrases the support assistant's answers. */
  LLM_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** smtp(s)://user:pass@host:port — mails go through nodemailer; unset: see lib/mailer.ts. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * The campus's own IANA zone: a mail to someone who has not chosen a zone writes its times in it
   * (a link's expiry).
   */
  CAMPUS_TIME_ZONE: z
    .string()
    .refine(isValidTimeZone, 'must be a time zone name such as Asia/Kolkata')
    .default('Asia/Kolkata'),
  /**
   * The demo's mail: a local mail catcher (lib/mail-catcher.ts) runs in the server process
   * and receives every mail, readable at http://127.0.0.1:MAIL_CATCHER_PORT. `npm start` sets it when
   * SMTP_URL is unset; it cannot be combined with SMTP_URL.
   */
  MAIL_CATCHER: bool.default(false),
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(1080),
  /** Open sockets one user may hold on one instance (tabs and devices); the bench raises it. */
  SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Answers carry `x-db-queries`, the queries run while serving them (the scale bench reads it). */
  QUERY_COUNT_HEADER: bool.default(false),
  COVER_LINKS_PRIVATE_HOSTS: bool.default(false),
  /**
   * Whether the admin's user list keeps its pages for a second in production (lib/read-cache.ts).
   * The scale bench turns it off to measure what a page of users costs the database.
   */
  READ_CACHE_LISTS: bool.default(true),
  /** Where uploaded files live (lib/storage.ts): local disk (one instance) or an S3 bucket (several). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** An S3-compatible service's address (MinIO, Ceph, R2…); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  jwtTtl: string;
  /** undefined: payments go to the built-in sandbox checkout (modules/payments/sandbox.ts). */
  paymentUrl: string | undefined;
  paymentWebhookSecret: string;
  /** Web push's VAPID identity (VAPID_*; modules/push). */
  vapid: VapidSettings;
  publicUrl: string;
  webDist: string;
  contractPath: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  seedDemo: boolean;
  responseValidation: 'strict' | 'warn' | 'off';
  /** Upload limit for profile images, bytes (contract: at most 2 MB). */
  maxImageBytes: number;
  /** The support assistant's optional language model (LLM_URL, LLM_API_KEY, LLM_MODEL). */
  llm: { url: string; apiKey: string | undefined; model: string } | undefined;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); see lib/mailer.ts. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** CAMPUS_TIME_ZONE: the zone of mails to people who have not chosen one. */
  campusTimeZone: string;
  /** MAIL_CATCHER: the inbox page's port (the SMTP side takes any free port); undefined: no catcher. */
  mailCatcher: { inboxPort: number } | undefined;
  /** SOCKETS_PER_USER: a user's open sockets on one instance (realtime/socket.ts). */
  socketsPerUser: number;
  /** QUERY_COUNT_HEADER (plugins/http.ts). */
  queryCountHeader: boolean;
  /**
   * COVER_LINKS_PRIVATE_HOSTS: a cover link may name a host on loopback or a private network
   * (lib/covers.ts); for tests with a local server, never in production.
   */
  coverLinksPrivateHosts: boolean;
  /** READ_CACHE_LISTS (lib/read-cache.ts `Reads.listCache`). */
  readCacheLists: boolean;
  /** How long the HTTP server waits on a connection (app.ts). */
  timeouts: ServerTimeouts;
  /** Uploaded files (STORAGE, S3_*; lib/storage.ts). */
  storage: StorageSettings;
}

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — who push services contact about this server's pushes. */
  subject: string;
}

/** local: files under DATA_DIR/uploads; s3: objects in a bucket shared by every instance. */
export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** undefined: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface ServerTimeouts {
  /**
   * A connection that sends and receives nothing for this long is closed (a silent TCP connection,
   * a stalled upload). Above socket.io's long-poll wait (pingInterval, 25 s), so a polling client
   * waiting for its next packet is not cut off.
   */
  idleMs: number;
  /** An idle keep-alive connection between requests: just above a load balancer's usual 60 s. */
  keepAliveMs: number;
  /** The whole request (headers and body) must arrive within this: a drip-fed request ends. */
  requestMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * A secret kept in the data directory: created once (by `make`, 48 random bytes unless told) with
 * 0600 permissions and reused at every start, so tokens and push subscriptions survive restarts
 * without anyone having to invent a secret. With several instances on one PostgreSQL server, set
 * JWT_SECRET, PAYMENT_WEBHOOK_SECRET and the VAPID keys explicitly so they all agree.
 */
function keptSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(48).toString('base64url'),
): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  // Empty strings count as unset: `PORT= pnpm start` should mean the default, not an error.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  if (e.MAIL_CATCHER && e.SMTP_URL) {
    throw new ConfigError([
      'MAIL_CATCHER: the local mail catcher replaces SMTP_URL; set one of them, not both',
    ]);
  }
  const storage = storageSettings(e);
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret');
  const port = overrides.port ?? e.PORT;
  const host = overrides.host ?? e.HOST;
  const publicUrl = (
    e.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
  ).replace(/\/$/, '');
  const mailFrom = e.MAIL_FROM ?? 'Campus <no-reply@campus.invalid>';
  return {
    env: e.NODE_ENV,
    port,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: new TextEncoder().encode(jwtSecret),
    jwtTtl: e.JWT_TTL,
    paymentUrl: e.PAYMENT_URL,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? keptSecret(dataDir, 'payment-webhook-secret'),
    vapid: vapidSettings(e, dataDir, publicUrl, mailFrom),
    publicUrl,
    webDist: resolve(e.WEB_DIST ?? join(packageRoot, '..', 'web', 'dist')),
    contractPath: join(packageRoot, '..', '..', 'openapi', 'dist', 'openapi.json'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    responseValidation: e.RESPONSE_VALIDATION ?? (e.NODE_ENV === 'production' ? 'warn' : 'strict'),
    maxImageBytes: 2 * 1024 * 1024,
    llm: e.LLM_URL ? { url: e.LLM_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    campusTimeZone: e.CAMPUS_TIME_ZONE,
    mailCatcher: e.MAIL_CATCHER ? { inboxPort: e.MAIL_CATCHER_PORT } : undefined,
    socketsPerUser: e.SOCKETS_PER_USER,
    queryCountHeader: e.QUERY_COUNT_HEADER,
    coverLinksPrivateHosts: e.COVER_LINKS_PRIVATE_HOSTS,
    readCacheLists: e.READ_CACHE_LISTS,
    timeouts: { idleMs: 40_000, keepAliveMs: 61_000, requestMs: 300_000 },
    storage,
    ...overrides,
  };
}

/**
 * The VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair kept in DATA_DIR/vapid-keys
 * (generated at the first start, as the JWT secret is). The subject: VAPID_SUBJECT, else the public
 * address when it is https, else the sender's mail address.
 */
function vapidSettings(
  e: Env,
  dataDir: string,
  publicUrl: string,
  mailFrom: string,
): VapidSettings {
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    throw new ConfigError([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither (then a pair is generated into DATA_DIR)',
    ]);
  const subject =
    e.VAPID_SUBJECT ??
    (publicUrl.startsWith('https://')
      ? publicUrl
      : `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`);
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  const kept = keptSecret(dataDir, 'vapid-keys', () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    return `${publicKey} ${privateKey}`;
  });
  const [publicKey, privateKey] = kept.split(' ');
  if (!publicKey || !privateKey)
    throw new ConfigError([
      `${join(dataDir, 'vapid-keys')}: not a VAPID key pair ("<public> <private>"); delete the file to have a new pair generated (browsers then subscribe again)`,
    ]);
  return { publicKey, privateKey, subject };
}

/** STORAGE and the S3_* settings, every problem named at once. */
function storageSettings(e: Env): StorageSettings {
  const s3Vars = (
    ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((k) => e[k] !== undefined);
  if (e.STORAGE === 'local') {
    if (s3Vars.length)
      throw new ConfigError([
        `${s3Vars.join(', ')}: set only with STORAGE=s3 (files are kept on the local disk now); set STORAGE=s3 to use the bucket, or remove them`,
      ]);
    return { kind: 'local' };
  }
  const { S3_BUCKET: bucket, S3_REGION: region } = e;
  const problems: string[] = [];
  if (!bucket) problems.push('S3_BUCKET: required with STORAGE=s3 (the bucket files go to)');
  if (!region)
    problems.push('S3_REGION: required with STORAGE=s3 (e.g. us-east-1; any value for MinIO)');
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY)
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (then the SDK finds credentials itself)',
    );
  if (!bucket || !region || problems.length) throw new ConfigError(problems);
  return {
    kind: 's3',
    bucket,
    region,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
