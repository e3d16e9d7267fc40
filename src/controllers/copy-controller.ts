// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { announce } from '../dom/announcer.js';
import { now, onTick } from '../scheduling/ticker.js';

/** Text to copy, or a function that builds it: large text is then built only when the user clicks. */
export type CopySource = string | (() => string);

export interface CopyControllerOptions {
  /** What screen readers hear after a copy; read at that moment, so it follows the language. */
  announcement?: () => string;
  /** How long a button shows that it copied, in ms (default 1500). */
  flashMs?: number;
}

const FLASH_MS = 1500;

/**
 * The copy buttons of an element: writes text to the clipboard, then for a moment marks the button
 * that did it (by key) so it can show a check mark, and re-renders the host on both changes. A
 * clipboard that refuses (no permission, insecure context) leaves no mark: no false confirmation.
 */
export class CopyController implements ReactiveController {
  private shown: string | undefined;
  private cancelFlash: (() => void) | undefined;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: CopyControllerOptions = {},
  ) {
    host.addController(this);
  }

  /** Whether the copy under `key` succeeded moments ago. */
  copied(key = ''): boolean {
    return this.shown === key;
  }

  /** Copies `text`; resolves `true` once it is on the clipboard, `false` if refused. */
  async copy(text: CopySource, key = ''): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
    } catch {
      return false;
    }
    // A copy that finishes after the element left the page marks nothing.
    if (!this.connected) return true;
    this.flash(key);
    const message = this.options.announcement?.();
    if (message) announce(message);
    return true;
  }

  private flash(key: string | undefined): void {
    this.cancelFlash?.();
    // On the page's ticker, like every other timed repaint.
    this.cancelFlash = key === undefined ? undefined : onTick(() => this.flash(undefined), now() + (this.options.flashMs ?? FLASH_MS));
    this.shown = key;
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.connected = true;
  }

  hostDisconnected(): void {
    this.connected = false;
    this.cancelFlash?.();
    this.cancelFlash = undefined;
    this.shown = undefined;
  }
}
