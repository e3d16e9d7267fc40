// SPDX-License-Identifier: Apache-2.0
/**
 * Where focus goes as requests come and go: a new request takes focus (once per request,
 * page-wide) unless the user is busy in another waiting prompt; the last answer gives focus back to
 * where it was; Escape hands it back at any time. Taking focus from a text field arms the shortcuts
 * only after a grace period (or a click, Tab or arrow), so the next keystrokes cannot answer.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { closestComposed } from '../../dom/composed-ancestors.js';
import { now } from '../../scheduling/clock.js';
import { claimFocus } from './permission-answers.js';
import { PromptState } from './prompt-model.js';

/** After taking focus from a text field, shortcuts wait this long (or for a click / Tab) so typing cannot answer. */
const TYPING_GRACE_MS = 700;

/** What the controller needs of its prompt. */
export interface FocusHost extends ReactiveControllerHost, HTMLElement {
  readonly noAutofocus: boolean;
}

/** The focused element, looking inside shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A field the user types into: keys there are text, never shortcuts. */
export function isEditable(target: EventTarget | null | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
}

export class PromptFocusController implements ReactiveController {
  private returnTarget?: HTMLElement;
  private armedAt = 0;
  private readonly onPointerDown = () => this.disarm();

  /** `target`: the element that takes focus (the prompt's `base` part), once rendered. */
  constructor(
    private readonly host: FocusHost,
    private readonly target: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onPointerDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onPointerDown);
  }

  /** Shortcuts may answer: the typing grace is over. */
  get armed(): boolean {
    return now() >= this.armedAt;
  }

  /** Ends the typing grace: the user acted on the prompt on purpose. */
  disarm(): void {
    this.armedAt = 0;
  }

  /** A request with this key came to the front: take focus, once per request page-wide. */
  claim(key: string): void {
    if (!this.host.noAutofocus && claimFocus(key)) this.take();
  }

  /** Escape: back to where the user was, if that is still there. */
  returnFocus(): void {
    if (this.returnTarget?.isConnected) this.returnTarget.focus();
  }

  /** After the last answer: focus goes back where it was when the prompt took it. */
  release(): void {
    const active = deepActiveElement();
    const lost = !active || active === document.body;
    if (!lost && !this.host.matches(':focus-within')) return;
    const target = this.returnTarget;
    this.returnTarget = undefined;
    if (target?.isConnected) target.focus();
    else this.target()?.focus();
  }

  /** Moves focus to the prompt, unless the user is busy in another prompt that waits too. */
  private take(): void {
    const active = deepActiveElement();
    if (!this.host.matches(':focus-within')) {
      if (this.inOtherPendingPrompt(active)) return;
      if (active instanceof HTMLElement && active !== document.body) {
        this.returnTarget = active;
        // Taken from a text field: the next keystrokes were meant for it, not for the options.
        this.armedAt = isEditable(active) ? now() + TYPING_GRACE_MS : 0;
      }
    }
    this.target()?.focus();
  }

  private inOtherPendingPrompt(active: Element | null): boolean {
    // From the focused element up to the page, through shadow roots (closest() stops at them).
    const isOtherPending = (node: Element) =>
      node !== this.host && node.localName === 'permission-prompt' && (node as { state?: unknown }).state === PromptState.PENDING;
    return closestComposed(active, isOtherPending) !== undefined;
  }
}
