import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/date';
import { CONSENT_KINDS, CONSENT_TEXTS, consentStatusText, isConsentKind } from './consents';

describe('consent texts', () => {
  it('every kind has a label, a text and a dated version', () => {
    for (const kind of CONSENT_KINDS) {
      const { label, text, version } = CONSENT_TEXTS[kind];
      expect(label.length).toBeGreaterThan(3);
      expect(text.length).toBeGreaterThan(40);
      expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
  it('asks for confirmation only where withdrawing has consequences', () => {
    expect(CONSENT_TEXTS.ranking.revokeConsequence).toBeNull();
    expect(CONSENT_TEXTS.trainer_sharing.revokeConsequence).toContain('perdem o acesso');
    expect(CONSENT_TEXTS.strava_import.revokeConsequence).toContain('apagadas');
  });
  it('knows its kinds', () => {
    expect(isConsentKind('ranking')).toBe(true);
    expect(isConsentKind('marketing')).toBe(false);
    expect(isConsentKind(undefined)).toBe(false);
  });
});

describe('consentStatusText', () => {
  it('says since when, in Brasília time', () => {
    expect(consentStatusText({ granted: true, since: '2026-03-02T02:30:00.000Z' }, formatDate)).toBe(
      'Autorizado desde 01/03/2026',
    );
    expect(consentStatusText({ granted: false, since: '2026-03-05T15:00:00.000Z' }, formatDate)).toBe(
      'Revogado em 05/03/2026',
    );
    expect(consentStatusText({ granted: false, since: null }, formatDate)).toBe('Não autorizado');
    expect(consentStatusText({ granted: true, since: null }, formatDate)).toBe('Autorizado');
  });
});
