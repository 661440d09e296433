// Entry point of the watch-file import (issue 9): bytes in, one run or swim out, or the reason, in
// pt-BR, why the file was not imported. Never throws: whatever the bytes, the answer is a ParseResult.
// Synchronous work inside; for files above 128 KB use parseActivityFileInWorker (parse-in-worker.ts).
import { gunzipSync } from 'node:zlib';
import { detectFormat } from './detect-format.js';
import { extractFit } from './parse-fit.js';
import { extractGpx } from './parse-gpx.js';
import { extractTcx } from './parse-tcx.js';
import { REASONS } from './reasons.js';
import { summarize } from './summarize.js';
import type { ExtractedActivity, ParseResult } from './types.js';

/** The upload route's limit; a gzip file may not unpack to more than this either. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export async function parseActivityFile(bytes: Uint8Array, fileName: string): Promise<ParseResult> {
  return parseActivityFileSync(bytes, fileName);
}

export function parseActivityFileSync(bytes: Uint8Array, fileName: string, now = Date.now()): ParseResult {
  try {
    const extracted = extract(bytes, fileName, true);
    return extracted.ok ? summarize(extracted.activity, now) : extracted;
  } catch {
    return { ok: false, reason: REASONS.failed };
  }
}

type Extraction = { ok: true; activity: ExtractedActivity } | { ok: false; reason: string };

function extract(bytes: Uint8Array, fileName: string, mayUnzip: boolean): Extraction {
  if (bytes.length === 0) return { ok: false, reason: REASONS.empty };
  const format = detectFormat(bytes);
  switch (format) {
    case 'fit':
      return extractFit(bytes);
    case 'gpx':
      return extractGpx(decodeText(bytes));
    case 'tcx':
      return extractTcx(decodeText(bytes));
    case 'zip':
      return { ok: false, reason: REASONS.zip };
    case 'gzip': {
      // Strava's bulk export ships activities as .fit.gz / .gpx.gz: unpacked, with a ceiling.
      if (!mayUnzip) return { ok: false, reason: REASONS.unknownFormat };
      let inner: Uint8Array;
      try {
        inner = gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES });
      } catch (error) {
        const tooBig =
          error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        return { ok: false, reason: tooBig ? REASONS.gzipTooBig : REASONS.unknownFormat };
      }
      return extract(inner, fileName.replace(/\.gz$/i, ''), false);
    }
    default:
      return { ok: false, reason: reasonForUnknown(fileName, format) };
  }
}

/** The content decides; the name only words the reason for a damaged file better. */
function reasonForUnknown(fileName: string, format: 'xml-other' | 'unknown'): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (format === 'unknown' && extension === 'fit') return REASONS.fitCorrupt;
  if (format === 'unknown' && (extension === 'gpx' || extension === 'tcx')) return REASONS.xmlInvalid;
  return REASONS.unknownFormat;
}

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
}
