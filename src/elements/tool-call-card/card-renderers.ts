// SPDX-License-Identifier: Apache-2.0
/** Runs the host's renderer hooks for a card: a hook that throws leaves the library's own drawing and is reported once. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ToolRendererErrorEvent, type ToolRendererErrorDetail } from '../../events/tool-renderer-error.js';
import { onToolRenderersChange, toolRendererFor, type ToolRendererContext, type ToolRendererOutput } from '../../content/tool-renderers.js';
import type { ToolCallView } from '../../state/index.js';

type Hook = ToolRendererErrorDetail['hook'];

export class RendererHooks implements ReactiveController {
  private stop?: () => void;
  /** Failures of this render, reported after it (an event fired mid-render would run host code there). */
  private failures: ToolRendererErrorDetail[] = [];
  /** Hooks already reported per call state: a renderer that always throws is reported once, not per render. */
  private readonly reported = new WeakMap<ToolCallView, Set<Hook>>();

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stop = onToolRenderersChange(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = undefined;
  }

  /** A hook's output; `undefined` when there is no such hook, it returned nothing, or it threw. */
  run(hook: Hook, call: ToolCallView, context: ToolRendererContext): Exclude<ToolRendererOutput, null> {
    const fn = toolRendererFor(call)?.[hook];
    if (!fn) return undefined;
    try {
      return fn(call, context) ?? undefined;
    } catch (error) {
      this.failures.push({ sessionId: call.sessionId, toolCallId: call.toolCallId, hook, error });
      return undefined;
    }
  }

  hostUpdated(): void {
    const failures = this.failures;
    if (failures.length === 0) return;
    this.failures = [];
    for (const failure of failures) {
      const call = (this.host as unknown as { toolCall?: ToolCallView }).toolCall;
      if (!call) continue;
      let hooks = this.reported.get(call);
      if (!hooks) this.reported.set(call, (hooks = new Set()));
      if (hooks.has(failure.hook)) continue;
      hooks.add(failure.hook);
      this.host.dispatchEvent(new ToolRendererErrorEvent(failure));
    }
  }
}
