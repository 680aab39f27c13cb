// Types of campus-server.mjs for the TypeScript callers (the e2e visual check starts its own server).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export function startCampusServer(env: NodeJS.ProcessEnv, stdio?: StdioOptions): ChildProcess;
