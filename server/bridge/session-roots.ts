// SPDX-License-Identifier: Apache-2.0
/**
 * The folders the bridge's file access (`/fs/*`, file-access.ts) is confined to: the agent's working
 * directory, and the `cwd` and `additionalDirectories` of every session this bridge relayed, read
 * from the client's `session/new`, `session/load` and `session/resume` requests once the agent
 * answered them without an error (a refused request opens nothing). Only absolute paths are kept,
 * never a filesystem root (a session in `/` would open every file of the machine to the page), and
 * at most `MAX_ROOTS` of them (the oldest go).
 */
import { isAbsolute, parse, resolve } from 'node:path';
import { watchAnswers, type AnswerWatch } from './answer-watch.js';

const SESSION_METHODS = ['session/new', 'session/load', 'session/resume'];
const MAX_ROOTS = 256;
const MAX_PATH = 4096;

/** A folder a session may name as a root: absolute, not a filesystem root, no NUL. */
export function acceptableRoot(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > MAX_PATH || path.includes('\0') || !isAbsolute(path)) return false;
  const resolved = resolve(path);
  return parse(resolved).root !== resolved;
}

export class SessionRoots {
  private readonly learned = new Set<string>();

  /** `agentCwd`: the agent's working directory, always a root. */
  constructor(private readonly agentCwd: string) {}

  /** Every root, the agent's working directory first. */
  all(): string[] {
    return [resolve(this.agentCwd), ...this.learned];
  }

  /** The directory relative paths are resolved against. */
  get base(): string {
    return resolve(this.agentCwd);
  }

  add(path: unknown): void {
    if (!acceptableRoot(path)) return;
    const root = resolve(path);
    this.learned.delete(root);
    this.learned.add(root);
    if (this.learned.size > MAX_ROOTS) this.learned.delete(this.learned.values().next().value!);
  }

  /** Watches one connection's frames for the sessions it opens. */
  watch(): AnswerWatch {
    return watchAnswers(SESSION_METHODS, (_method, params) => {
      this.add(params['cwd']);
      const more = params['additionalDirectories'];
      if (Array.isArray(more)) for (const dir of more.slice(0, MAX_ROOTS)) this.add(dir);
    });
  }
}
