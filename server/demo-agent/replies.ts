// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent's short answers: its slash commands (advertised with `available_commands_update`)
 * and prompts that carry attachments (images, files). Everything in a prompt is the client's word
 * and may be wrong or hostile: sizes come from decoding the data, types from its first bytes, and
 * names are cut short and stripped of markdown before they are quoted. A plain text prompt (or
 * `/fix`) plays the scripted session of script.ts instead; `/refactor` (or the word in a prompt) its multi-file turn.
 */
import type { AvailableCommand, ContentBlock } from '@agentclientprotocol/sdk';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMMANDS: AvailableCommand[] = [
  { name: 'help', description: 'What the demo agent can do' },
  { name: 'explain', description: 'Explain a file of the workspace', input: { hint: 'file, e.g. src/stats.ts' } },
  { name: 'fix', description: 'Fix the bug in average() (the scripted session)' },
  { name: 'refactor', description: 'Edit two files and create one (a turn whose changes to review)' },
  { name: 'status', description: 'The session’s mode and the workspace' },
];

/** Say `say` and end the turn, or play the scripted session with `play` as the prompt. */
export type Reply = { say: string } | { play: string };

export interface ReplyContext {
  workspace: string;
  modeId: string;
}

export async function replyTo(prompt: readonly ContentBlock[], ctx: ReplyContext): Promise<Reply> {
  const text = prompt
    .map((block) => (block.type === 'text' ? block.text : ''))
    .join(' ')
    .trim();
  const attachments = prompt.filter((block) => block.type !== 'text');
  if (attachments.length > 0) {
    const lines = attachments.map((block) => `- ${describe(block, ctx.workspace)}`);
    return {
      say: [`You attached ${attachments.length === 1 ? 'one item' : `${attachments.length} items`}:`, ...lines, '', NO_MODEL].join('\n'),
    };
  }
  const command = /^\/([\w-]+)\s*([\s\S]*)$/.exec(text);
  if (!command) return { play: text || 'Fix the bug' };
  const [, name, input] = command as unknown as [string, string, string];
  switch (name) {
    case 'help':
      return {
        say: ['I am the demo agent. Send any text and I fix the bug in `average()`, or use a command:', ...COMMANDS.map(line)].join('\n'),
      };
    case 'fix':
      return { play: input || 'Fix the bug in average()' };
    case 'refactor':
      return { play: `Refactor the stats module${input ? `: ${input}` : ''}` };
    case 'status':
      return { say: `Mode: **${ctx.modeId}**. Workspace: \`${quote(ctx.workspace)}\`.` };
    case 'explain':
      return { say: await explain(input.trim(), ctx.workspace) };
    default:
      return { say: `I have no command \`/${quote(name)}\`. Try \`/help\`.` };
  }
}

const NO_MODEL = '(The demo agent has no model: it describes what it was given, and looks at nothing.)';

const line = (command: AvailableCommand) =>
  `- \`/${command.name}\`${command.input && 'hint' in command.input ? ` <${command.input.hint}>` : ''}: ${command.description}`;

/** Text from the client, safe to put in a code span: no backticks or line breaks, and short. */
function quote(value: string, max = 80): string {
  const flat = value.replace(/[`\r\n\t]/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function describe(block: ContentBlock, workspace: string): string {
  switch (block.type) {
    case 'image':
      return describeImage(block.data, block.mimeType);
    case 'audio':
      return `an audio clip of ${sizeOf(block.data)}`;
    case 'resource_link':
      return `the file \`${quote(fileName(block.uri, workspace) ?? block.name)}\`${block.mimeType ? ` (${quote(block.mimeType, 40)})` : ''}`;
    case 'resource': {
      const resource = block.resource;
      const lines = 'text' in resource ? `, ${resource.text.split('\n').length} lines of text` : `, ${sizeOf(resource.blob)}`;
      return `the file \`${quote(fileName(resource.uri, workspace) ?? resource.uri)}\` with its contents${lines}`;
    }
    default:
      return 'something I cannot read';
  }
}

/** A `file://` URI as a path relative to the workspace (absolute when outside it); undefined for other URIs. */
function fileName(uri: string, workspace: string): string | undefined {
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return undefined;
  }
  const inside = relative(workspace, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/** The bytes base64 `data` decodes to, or undefined when it is not base64. */
function decode(data: string): Buffer | undefined {
  const compact = data.replace(/\s+/g, '');
  return /^[A-Za-z0-9+/]*={0,2}$/.test(compact) && compact.length % 4 !== 1 ? Buffer.from(compact, 'base64') : undefined;
}

function sizeOf(data: string): string {
  const bytes = decode(data);
  return bytes ? bytesText(bytes.length) : 'data that is not base64';
}

const bytesText = (n: number) =>
  n < 1024 ? `${n} bytes` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${(n / 1024 / 1024).toFixed(1)} MiB`;

/** The image's real type, from its first bytes. */
function sniff(bytes: Buffer): string | undefined {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

function describeImage(data: string, declared: string): string {
  const bytes = decode(data);
  const said = /^[\w.+-]{1,40}\/[\w.+-]{1,60}$/.test(declared) ? declared : 'an unreadable type';
  if (!bytes) return `an image said to be ${said}, but its data is not base64`;
  if (bytes.length === 0) return `an empty image said to be ${said}`;
  const real = sniff(bytes);
  const size = bytesText(bytes.length);
  // A PNG says its size in the header it must start with.
  const dimensions = real === 'image/png' && bytes.length >= 24 ? `, ${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)} pixels` : '';
  if (real === said) return `an image: ${said}, ${size}${dimensions}`;
  return `an image said to be ${said}, ${size}, whose bytes look like ${real ?? 'no image type I know'}`;
}

/** `/explain <file>`: a few facts about a file of the workspace (never one outside it). */
async function explain(input: string, workspace: string): Promise<string> {
  if (input === '') return 'Which file? For example `/explain src/stats.ts`.';
  const path = join(workspace, input);
  const inside = relative(workspace, path);
  if (inside.startsWith('..') || isAbsolute(inside) || !existsSync(path)) {
    return `There is no \`${quote(input)}\` in the workspace. Try \`/explain src/stats.ts\`.`;
  }
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return `\`${quote(inside)}\` is not a file I can read.`;
  }
  const functions = [...text.matchAll(/export function (\w+)/g)].map((match) => `\`${match[1]}()\``);
  const what = functions.length > 0 ? `It exports ${functions.join(', ')}.` : 'It exports no functions.';
  return `\`${quote(inside)}\` has ${text.split('\n').length} lines. ${what}${/average/.test(text) ? ' `average()` divides by the length, so an empty list gives NaN: `/fix` fixes it.' : ''}`;
}
