// What a file is, from its bytes (the name only breaks a tie): FIT by its header ('.FIT' at bytes 8–11),
// GPX and TCX by their XML root element, ZIP and gzip by their magic numbers.
export type DetectedFormat = 'fit' | 'gpx' | 'tcx' | 'zip' | 'gzip' | 'xml-other' | 'unknown';

export function detectFormat(bytes: Uint8Array): DetectedFormat {
  if (isFitHeader(bytes)) return 'fit';
  if (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 0x03 || bytes[2] === 0x05 || bytes[2] === 0x07)
  ) {
    return 'zip';
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  const root = xmlRootName(bytes);
  if (root === null) return 'unknown';
  if (root === 'gpx') return 'gpx';
  if (root === 'TrainingCenterDatabase') return 'tcx';
  return 'xml-other';
}

export function isFitHeader(bytes: Uint8Array): boolean {
  const headerSize = bytes[0];
  return (
    (headerSize === 12 || headerSize === 14) &&
    bytes.length >= headerSize &&
    bytes[8] === 0x2e && // .
    bytes[9] === 0x46 && // F
    bytes[10] === 0x49 && // I
    bytes[11] === 0x54 // T
  );
}

/** Local name of the first element, skipping a BOM, the XML declaration, comments and a DOCTYPE. */
export function xmlRootName(bytes: Uint8Array): string | null {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 8192))
    .replace(/^\uFEFF/, '');
  let rest: string | null = head.trimStart();
  if (!rest.startsWith('<')) return null;
  for (let guard = 0; guard < 50 && rest !== null; guard++) {
    if (rest.startsWith('<?')) rest = after(rest, '?>');
    else if (rest.startsWith('<!--')) rest = after(rest, '-->');
    else if (rest.startsWith('<!DOCTYPE')) rest = afterDoctype(rest);
    else break;
    rest = rest?.trimStart() ?? null;
  }
  if (rest === null) return null;
  const match = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(rest);
  return match?.[2] ?? null;
}

/** A DOCTYPE may hold an internal subset in brackets: skip to the '>' after it. */
function afterDoctype(text: string): string | null {
  const bracket = text.indexOf('[');
  const close = text.indexOf('>');
  if (bracket >= 0 && bracket < close) {
    const end = text.indexOf(']', bracket);
    return end < 0 ? null : after(text.slice(end), '>');
  }
  return after(text, '>');
}

function after(text: string, marker: string): string | null {
  const at = text.indexOf(marker);
  return at < 0 ? null : text.slice(at + marker.length);
}
