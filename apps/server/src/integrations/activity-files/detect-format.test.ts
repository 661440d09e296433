import { describe, expect, it } from 'vitest';
import { detectFormat, xmlRootName } from './detect-format.js';

const text = (s: string) => new TextEncoder().encode(s);

describe('detectFormat', () => {
  it('reads the XML root past a BOM, the declaration, comments and a namespace prefix', () => {
    expect(detectFormat(text('\uFEFF<?xml version="1.0"?>\n<!-- Strava --><gpx version="1.1">'))).toBe('gpx');
    expect(detectFormat(text('<tcx:TrainingCenterDatabase xmlns:tcx="x">'))).toBe('tcx');
    expect(xmlRootName(text('<!DOCTYPE gpx [<!ENTITY a "b">]><gpx>'))).toBe('gpx');
    expect(detectFormat(text('<kml>'))).toBe('xml-other');
    expect(detectFormat(text('corrida de domingo'))).toBe('unknown');
  });

  it('knows a FIT by its header and ZIP and gzip by their magic numbers', () => {
    const fit = new Uint8Array(14);
    fit.set([14, 0x10, 0, 0, 0, 0, 0, 0, 0x2e, 0x46, 0x49, 0x54]);
    expect(detectFormat(fit)).toBe('fit');
    fit[0] = 13;
    expect(detectFormat(fit)).toBe('unknown');
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
    expect(detectFormat(new Uint8Array([0x1f, 0x8b, 8, 0]))).toBe('gzip');
  });
});
