// SPDX-License-Identifier: Apache-2.0
export interface DiffLayoutChangeDetail {
  /** The layout the user chose on a diff's switch; every `view="auto"` diff on the page now shows it. */
  layout: 'unified' | 'split';
}

/**
 * The user chose a diff layout. The choice already applies to the page (see `setDiffLayout`); the
 * event lets a host keep it, in `localStorage` say, and restore it with `setDiffLayout` next time.
 */
export class DiffLayoutChangeEvent extends Event {
  static readonly eventName = 'diff-layout-change';
  readonly detail: DiffLayoutChangeDetail;

  constructor(detail: DiffLayoutChangeDetail) {
    super(DiffLayoutChangeEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'diff-layout-change': DiffLayoutChangeEvent;
  }
}
