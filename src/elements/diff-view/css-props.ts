// SPDX-License-Identifier: Apache-2.0
/**
 * `cssProps({...})` in an element's attribute position: sets inline style properties through the
 * CSSOM (`element.style.setProperty`) and removes the ones a later render leaves out. Lit's
 * `styleMap` writes its first render as a `style="…"` attribute, which a Content-Security-Policy
 * without `style-src 'unsafe-inline'` refuses (the element keeps no styles); CSSOM writes are
 * allowed under any `style-src`. Keys are CSS property names (`min-width`, `--_digits`) or, as
 * with `styleMap`, their camelCase forms (`minWidth`).
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

export type CssProps = Readonly<Record<string, string | undefined>>;

/** `minWidth` → `min-width`; custom properties (`--x`) and hyphenated names stay as they are. */
function cssName(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

class CssPropsDirective extends Directive {
  /** What this directive last wrote: the browser normalises values, so reading them back would not compare. */
  private written = new Map<string, string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('cssProps() belongs in an element position: <div ${cssProps({})}>');
  }

  render(_props: CssProps): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [CssProps]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name of this.written.keys()) {
      if (props[name] === undefined) {
        style.removeProperty(cssName(name));
        this.written.delete(name);
      }
    }
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || this.written.get(name) === value) continue;
      style.setProperty(cssName(name), value);
      this.written.set(name, value);
    }
    return noChange;
  }
}

export const cssProps = directive(CssPropsDirective);
