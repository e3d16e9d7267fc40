// SPDX-License-Identifier: Apache-2.0
/**
 * Lucide icons (https://lucide.dev) as Lit `svg` templates. Lucide ships each icon as data
 * (`[tag, attributes][]`); we turn it into templates with bound attributes, so no markup string is
 * ever parsed (safe under Trusted Types and a strict CSP).
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number | undefined>>]>;

const str = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

function shape([tag, a]: IconNode[number]): SVGTemplateResult {
  switch (tag) {
    case 'path':
      return svg`<path d=${ifDefined(str(a.d))}></path>`;
    case 'circle':
      return svg`<circle cx=${ifDefined(str(a.cx))} cy=${ifDefined(str(a.cy))} r=${ifDefined(str(a.r))} fill=${ifDefined(str(a.fill))}></circle>`;
    case 'ellipse':
      return svg`<ellipse cx=${ifDefined(str(a.cx))} cy=${ifDefined(str(a.cy))} rx=${ifDefined(str(a.rx))} ry=${ifDefined(str(a.ry))}></ellipse>`;
    case 'rect':
      return svg`<rect x=${ifDefined(str(a.x))} y=${ifDefined(str(a.y))} width=${ifDefined(str(a.width))} height=${ifDefined(str(a.height))} rx=${ifDefined(str(a.rx))} ry=${ifDefined(str(a.ry))}></rect>`;
    case 'line':
      return svg`<line x1=${ifDefined(str(a.x1))} y1=${ifDefined(str(a.y1))} x2=${ifDefined(str(a.x2))} y2=${ifDefined(str(a.y2))}></line>`;
    case 'polyline':
      return svg`<polyline points=${ifDefined(str(a.points))}></polyline>`;
    case 'polygon':
      return svg`<polygon points=${ifDefined(str(a.points))}></polygon>`;
    default:
      return svg``;
  }
}

/** A 24×24 stroked icon, decorative (`aria-hidden`): the text next to it carries the meaning. */
export function icon(nodes: IconNode): TemplateResult {
  return html`<svg
    class="icon"
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >${nodes.map(shape)}</svg>`;
}
