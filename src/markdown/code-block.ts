// SPDX-License-Identifier: Apache-2.0
/**
 * A fenced code block as an agent's message draws it: a header with the fence's language and a
 * copy button (the cards' copy controller and icons), then the code, highlighted once the page is
 * idle. A fence still streaming in (not closed yet) stays plain: its text changes with every chunk.
 * Highlighting draws `<span class="tok-…">` around the code's own text (no HTML string, no inline
 * style), so hostile code stays text and a strict Content-Security-Policy allows it.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { AsyncDirective, directive, type ChildPart } from 'lit/async-directive.js';
import { CopyController } from '../controllers/copy-controller.js';
import { langOf, translationFor, type Translation } from '../i18n/translations.js';
import { uiIcons } from '../icons/ui-icons.js';
import { whenIdle } from '../scheduling/clock.js';

/** Code longer than this stays plain: highlighting it would hold the page for too long. */
export const HIGHLIGHT_MAX_LENGTH = 20_000;
/** How long highlighting waits for an idle moment before it runs anyway, in ms. */
const IDLE_TIMEOUT_MS = 1000;

type Pieces = Awaited<ReturnType<typeof import('../highlight/index.js').highlightPieces>>;

class CodeBlock extends AsyncDirective implements ReactiveControllerHost {
  #text = '';
  #language: string | undefined;
  #closed = false;
  #pieces: Pieces;
  /** The text `#pieces` (or the highlighting under way) belongs to. */
  #highlighted: string | undefined;
  #cancelIdle: (() => void) | undefined;
  #part: ChildPart | undefined;
  #started = false;
  #controllers: ReactiveController[] = [];
  readonly #clipboard = new CopyController(this, { announcement: () => this.#strings().copied });

  // The copy controller's host: a re-render of the block is all it asks for.
  addController(controller: ReactiveController): void {
    this.#controllers.push(controller);
    if (this.#started) controller.hostConnected?.();
  }
  removeController(controller: ReactiveController): void {
    this.#controllers = this.#controllers.filter((c) => c !== controller);
  }
  requestUpdate(): void {
    if (this.isConnected) this.setValue(this.#template());
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }

  render(text: string, language: string | undefined, closed: boolean): unknown {
    if (text !== this.#text || language !== this.#language) {
      this.#cancelIdle?.();
      this.#cancelIdle = undefined;
      this.#pieces = undefined;
      this.#highlighted = undefined;
    }
    this.#text = text;
    this.#language = language;
    this.#closed = closed;
    return this.#template();
  }

  override update(part: ChildPart, [text, language, closed]: Parameters<this['render']>): unknown {
    this.#part = part;
    const value = this.render(text, language, closed);
    this.#scheduleHighlight();
    if (!this.#started) {
      this.#started = true;
      for (const controller of this.#controllers) controller.hostConnected?.();
      // On the first render the block is not in the page yet, so the language it should speak is
      // unknown: draw again once it is (a microtask: still before the page paints).
      queueMicrotask(() => this.requestUpdate());
    }
    return value;
  }

  /** The strings of the language in effect where the block is drawn. */
  #strings(): Translation {
    const parent = this.#part?.parentNode;
    const element = parent instanceof Element ? parent : parent?.parentElement;
    return translationFor(element?.isConnected ? langOf(element) : undefined);
  }

  #template(): TemplateResult {
    const t = this.#strings();
    const copied = this.#clipboard.copied();
    const label = copied ? t.copied : t.markdown.copyCode;
    const language = this.#language;
    const copy = html`<button type="button" class="icon-button code-copy" aria-label=${label} title=${label} @click=${() => this.#copy()}>
      ${copied ? uiIcons.check : uiIcons.copy}
    </button>`;
    // Without a language there is nothing to head the block: the copy button sits in its corner instead
    // of on an empty row.
    return html`<div class=${language ? 'code-block' : 'code-block bare'}>
      ${language ? html`<div class="code-header"><span class="code-language">${language}</span>${copy}</div>` : copy}
      <pre part="code-block" tabindex="0" data-language=${language ?? nothing}><code class=${language ? `language-${language}` : nothing}>${this.#code()}</code></pre>
    </div>`;
  }

  #code(): unknown {
    const pieces = this.#pieces;
    if (!pieces) return this.#text;
    return pieces.map((piece) => (piece.token ? html`<span class="tok-${piece.token}">${piece.text}</span>` : piece.text));
  }

  #copy(): void {
    void this.#clipboard.copy(this.#text);
  }

  /** Highlights a closed fence of a language we know once the page is idle; never while it streams. */
  #scheduleHighlight(): void {
    const text = this.#text;
    const language = this.#language;
    if (!language || !this.#closed || this.#highlighted === text || text.length > HIGHLIGHT_MAX_LENGTH || !this.isConnected) return;
    this.#highlighted = text;
    this.#cancelIdle = whenIdle(
      () => {
        this.#cancelIdle = undefined;
        import('../highlight/index.js')
          .then(({ highlightPieces }) => highlightPieces(language, text))
          .then(
            (pieces) => {
              if (this.#text !== text || this.#language !== language || !pieces) return;
              this.#pieces = pieces;
              this.requestUpdate();
            },
            // Unknown to highlight.js, or its chunk did not load: the code stays plain.
            () => undefined,
          );
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  }

  protected override disconnected(): void {
    this.#cancelIdle?.();
    this.#cancelIdle = undefined;
    // Highlighting starts again if the block comes back.
    if (!this.#pieces) this.#highlighted = undefined;
    for (const controller of this.#controllers) controller.hostDisconnected?.();
  }

  protected override reconnected(): void {
    for (const controller of this.#controllers) controller.hostConnected?.();
    this.#scheduleHighlight();
  }
}

/** A fenced or indented code block: `language` is the fence's sanitised info word; `closed` once its closing fence arrived. */
export const codeBlock = directive(CodeBlock);
