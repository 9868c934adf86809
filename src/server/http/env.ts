import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { DbHandle } from '../db/client';
import type { FileStore } from '../files/file-store';
import type { Logger } from '../logger';
import type { JobRunner } from '../jobs/runner';
import type { Listener } from '../realtime/listener';
import type { Actor } from '../tenancy/actor';

export type Deps = { handle: DbHandle; auth: Auth; config: Config; logger: Logger; jobs: JobRunner; files: FileStore; realtime: Listener };

export type AppEnv = { Variables: { deps: Deps; actor: Actor | null } };
