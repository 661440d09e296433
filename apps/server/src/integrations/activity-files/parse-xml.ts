// GPX and TCX are XML: read with fast-xml-parser, validated first (the parser alone accepts a file cut
// in the middle), with no entity expansion at all and no DOCTYPE accepted, so an entity bomb or an
// external entity can neither blow memory up nor read anything (decision 025).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { REASONS } from './reasons.js';

export type XmlNode = Record<string, unknown>;
type XmlParse = { ok: true; root: XmlNode } | { ok: false; reason: string };

const ARRAYS = new Set(['trk', 'trkseg', 'trkpt', 'Activity', 'Lap', 'Track', 'Trackpoint']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  jPath: false,
  isArray: (name: string) => ARRAYS.has(name),
});

/** Parses the document and returns the element named `rootName` (namespace prefix ignored). */
export function parseXml(text: string, rootName: string): XmlParse {
  if (hasDoctype(text)) return { ok: false, reason: REASONS.xmlDoctype };
  if (XMLValidator.validate(text) !== true) return { ok: false, reason: REASONS.xmlInvalid };
  const document = parser.parse(text) as XmlNode;
  const root = child(document, rootName);
  if (!isNode(root)) return { ok: false, reason: REASONS.xmlInvalid };
  return { ok: true, root };
}

export function hasDoctype(text: string): boolean {
  return /<!DOCTYPE/i.test(text.slice(0, 4096)) || /<!ENTITY/i.test(text);
}

/** The child element of that local name, whatever namespace prefix the file gave it. */
export function child(node: unknown, localName: string): unknown {
  if (!isNode(node)) return undefined;
  if (localName in node) return node[localName];
  for (const key of Object.keys(node)) {
    if (key.endsWith(`:${localName}`)) return node[key];
  }
  return undefined;
}

export function children(node: unknown, localName: string): unknown[] {
  const value = child(node, localName);
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** First descendant (depth-first, a few levels) with that local name: extension fields like gpxtpx:hr. */
export function descendant(node: unknown, localName: string, depth = 4): unknown {
  if (!isNode(node) || depth < 0) return undefined;
  const direct = child(node, localName);
  if (direct !== undefined) return direct;
  for (const value of Object.values(node)) {
    const found = descendant(value, localName, depth - 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function textOf(node: unknown): string | null {
  if (typeof node === 'string') return node.trim() === '' ? null : decodeBasicEntities(node.trim());
  if (isNode(node) && typeof node['#text'] === 'string') return textOf(node['#text']);
  return null;
}

export function numberOf(node: unknown): number | null {
  const text = textOf(node);
  if (text === null) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** GPX and TCX times are UTC; a time written without a zone is read as UTC, not as the server's zone. */
export function timeOf(node: unknown): number | null {
  const text = textOf(node);
  if (text === null) return null;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const ms = Date.parse(/T\d{2}:\d{2}/.test(text) && !hasZone ? `${text}Z` : text);
  return Number.isFinite(ms) ? ms : null;
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only the five predefined XML entities and numeric references: nothing a file can define. */
function decodeBasicEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return safeCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return safeCodePoint(Number.parseInt(entity.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity] ?? '';
  });
}

function safeCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
