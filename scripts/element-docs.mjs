// SPDX-License-Identifier: Apache-2.0
// `npm run docs`: writes docs/elements/<tag>.md for every element from the Custom Elements Manifest
// (the one `npm run build` puts in dist/, analysed here in memory with the same config), so the
// reference tables can never drift from the elements' JSDoc. Each page starts with a hand-written
// introduction kept in docs/elements/intro/<tag>.md, which regenerating leaves alone.
//
//   node scripts/element-docs.mjs                 write the pages (and docs/elements/README.md)
//   node scripts/element-docs.mjs --check         exit 1 if a committed page differs from what it would write
//   node scripts/element-docs.mjs --manifest F    read the manifest from F (e.g. dist/custom-elements.json)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = 'docs/elements';
const INTRO_DIR = join(OUT_DIR, 'intro');
const INDEX = join(OUT_DIR, 'README.md');
const CONFIG = 'custom-elements-manifest.config.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const manifestIndex = args.indexOf('--manifest');
const manifestFile = manifestIndex >= 0 ? args[manifestIndex + 1] : undefined;
if (manifestIndex >= 0 && !manifestFile) fail('--manifest needs a file name');

function fail(message) {
  console.error(`element-docs: ${message}`);
  process.exit(1);
}

/** The manifest, from a file or analysed now with the build's config (nothing written to disk). */
async function loadManifest() {
  if (manifestFile) return JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { cli } = await import('@custom-elements-manifest/analyzer/cli.js');
  return cli({ argv: ['analyze', '--config', CONFIG, '--quiet'], cwd: process.cwd(), noWrite: true });
}

// Markdown helpers -------------------------------------------------------------------------------

/** One table cell: no line breaks, pipes escaped. */
function cell(text) {
  if (text === undefined || text === null || text === '') return '';
  return String(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Inline code that survives backticks inside (types such as `'a' | 'b'` keep their quotes). */
function code(text) {
  if (text === undefined || text === null || text === '') return '';
  const value = cell(text);
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}

function table(headers, rows) {
  if (rows.length === 0) return '';
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function section(title, body, empty) {
  return `## ${title}\n\n${body || empty}\n`;
}

// What the manifest says about one element ------------------------------------------------------

const isPublic = (member) =>
  member.privacy !== 'private' && member.privacy !== 'protected' && !member.static && !member.name.startsWith('_');

/** Event class name → its `detail` type, from the event classes in the manifest (src/events). */
function detailTypes(manifest) {
  const types = new Map();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      const detail = (declaration.members ?? []).find((member) => member.name === 'detail' && !member.static);
      if (declaration.kind === 'class' && detail?.type?.text) types.set(declaration.name, detail.type.text);
    }
  }
  return types;
}

function propertyRows(element) {
  const fields = (element.members ?? []).filter((member) => member.kind === 'field' && isPublic(member));
  const rows = fields.map((field) => {
    let attribute = field.attribute ? code(field.attribute) : '';
    if (attribute && field.reflects) attribute += ' (reflected)';
    const description = field.readonly ? `Read-only. ${field.description ?? ''}` : field.description;
    return [code(field.name), attribute, code(field.type?.text), code(field.default), cell(description)];
  });
  // Attributes with no public field behind them (rare) still belong in the table.
  const named = new Set(fields.map((field) => field.name));
  for (const attribute of element.attributes ?? []) {
    if (attribute.fieldName && named.has(attribute.fieldName)) continue;
    rows.push(['', code(attribute.name), code(attribute.type?.text), code(attribute.default), cell(attribute.description)]);
  }
  return rows;
}

function methodRows(element) {
  return (element.members ?? [])
    .filter((member) => member.kind === 'method' && isPublic(member))
    .map((method) => {
      const parameters = (method.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`);
      const returns = method.return?.type?.text ?? 'void';
      return [code(`${method.name}(${parameters.join(', ')}): ${returns}`), cell(method.description)];
    });
}

function eventRows(element, details) {
  const events = element.events ?? [];
  // The analyzer also records a `dispatchEvent(new X(detail))` argument as an event named after the
  // variable, with no description: drop such an entry when a described event has the same class.
  const described = new Set(events.filter((event) => event.description).map((event) => event.type?.text));
  return events
    .filter((event) => event.description || !described.has(event.type?.text))
    .map((event) => {
      const type = event.type?.text;
      const detail = type ? details.get(type) : undefined;
      return [code(event.name), detail ? `${code(detail)} (${code(type)})` : code(type), cell(event.description)];
    });
}

function renderElement(element, modulePath, intro, details) {
  const tag = element.tagName;
  const parts = [
    `<!-- Generated by scripts/element-docs.mjs from the Custom Elements Manifest: edit the element's JSDoc`,
    `     (${modulePath}) or ${INTRO_DIR}/${tag}.md, then run \`npm run docs\`. -->`,
    '',
    `# \`<${tag}>\``,
    '',
    element.summary ? `${cell(element.summary)}\n` : '',
    `Class \`${element.name}\`, defined in \`${modulePath}\`; registered by \`tool-call-elements/define.js\`.`,
    '',
  ];
  if (intro) parts.push(intro.trim(), '');
  if (element.description) parts.push('## Description', '', element.description.trim(), '');
  parts.push(
    section(
      'Properties and attributes',
      table(['Property', 'Attribute', 'Type', 'Default', 'Description'], propertyRows(element)),
      'None.',
    ),
  );
  const methods = methodRows(element);
  if (methods.length > 0) parts.push(section('Methods', table(['Method', 'Description'], methods)));
  parts.push(section('Events', table(['Event', 'Detail (event class)', 'Description'], eventRows(element, details)), 'None.'));
  parts.push(
    section(
      'CSS parts',
      table(
        ['Part', 'Description'],
        (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
      ),
      'None.',
    ),
  );
  parts.push(
    section(
      'CSS custom properties',
      table(
        ['Property', 'Default', 'Description'],
        (element.cssProperties ?? []).map((p) => [code(p.name), code(p.default), cell(p.description)]),
      ),
      'None.',
    ),
  );
  parts.push(
    section(
      'Slots',
      table(
        ['Slot', 'Description'],
        (element.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
      ),
      'None.',
    ),
  );
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function renderIndex(elements) {
  const rows = elements.map(({ element }) => [`[\`<${element.tagName}>\`](${element.tagName}.md)`, cell(element.summary)]);
  return [
    '<!-- Generated by scripts/element-docs.mjs: run `npm run docs` after changing an element. -->',
    '',
    '# Element reference',
    '',
    'One page per element, generated from the Custom Elements Manifest (`custom-elements.json`, built from the',
    "elements' JSDoc). The introduction of each page lives in `intro/<tag>.md`.",
    '',
    table(['Element', 'Summary'], rows),
    '',
  ].join('\n');
}

/**
 * Pages go through Prettier when the project has it, with the project's settings, so that formatting
 * the repository leaves them as generated and `--check` stays true after `prettier --write`.
 */
async function formatter() {
  try {
    const prettier = await import('prettier');
    return async (file, text) => prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    return async (_file, text) => text;
  }
}

// Main ---------------------------------------------------------------------------------------------

const manifest = await loadManifest();
const details = detailTypes(manifest);
const elements = manifest.modules
  .flatMap((module) => (module.declarations ?? []).map((element) => ({ element, modulePath: module.path })))
  .filter(({ element }) => element.customElement && element.tagName)
  .sort((a, b) => a.element.tagName.localeCompare(b.element.tagName));
if (elements.length === 0) fail('the manifest lists no custom elements');

const format = await formatter();
const pages = new Map();
for (const { element, modulePath } of elements) {
  const introFile = join(INTRO_DIR, `${element.tagName}.md`);
  const intro = existsSync(introFile) ? readFileSync(introFile, 'utf8') : '';
  if (!intro) console.warn(`element-docs: no ${introFile}: the page has no introduction`);
  const file = join(OUT_DIR, `${element.tagName}.md`);
  pages.set(file, await format(file, renderElement(element, modulePath, intro, details)));
}
pages.set(INDEX, await format(INDEX, renderIndex(elements)));

if (check) {
  const stale = [...pages].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
  const known = new Set(pages.keys());
  const orphans = existsSync(OUT_DIR)
    ? readdirSync(OUT_DIR)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(OUT_DIR, name))
        .filter((file) => !known.has(file))
    : [];
  if (stale.length > 0 || orphans.length > 0) {
    for (const file of stale) console.error(`element-docs: ${file} is not what the manifest generates`);
    for (const file of orphans) console.error(`element-docs: ${file} documents no element in the manifest`);
    fail('the element reference is out of date: run `npm run docs` (node scripts/element-docs.mjs) and commit the result');
  }
  console.log(`element-docs: ${pages.size} pages are current`);
} else {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [file, text] of pages) {
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (before !== text) writeFileSync(file, text);
  }
  console.log(`element-docs: wrote ${pages.size} pages in ${OUT_DIR}`);
}
