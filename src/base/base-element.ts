// SPDX-License-Identifier: Apache-2.0
import { LitElement, type CSSResultArray, type PropertyDeclarations } from 'lit';
import { LocaleController } from '../controllers/locale-controller.js';
import { hostStyles } from '../styles/host.styles.js';

/**
 * What every element of the library has in common: the design tokens and the light/dark palettes
 * (`hostStyles`), a reflected `theme` that forces one palette, and its strings (`this.locale.t`)
 * from the nearest `lang`, re-rendered when that language changes.
 *
 * Subclasses put their styles after the base's, `static override styles = [...super.styles, mine]`,
 * and declare their own `static properties`: Lit adds them to the inherited ones, so `theme` stays.
 */
export class BaseElement extends LitElement {
  static override styles: CSSResultArray = [hostStyles];

  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
  };

  /** `light` or `dark` forces a palette; unset follows `prefers-color-scheme`. */
  declare theme: 'light' | 'dark' | undefined;

  /** The element's strings, in the language of the nearest `lang` (through shadow roots). */
  protected readonly locale = new LocaleController(this);
}
