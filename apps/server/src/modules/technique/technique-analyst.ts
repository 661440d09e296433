import { analyzeTechnique } from '@prontidao/domain/technique/analyze-technique';
import type { TechniqueAnalysis, TechniqueInput } from '@prontidao/domain/technique/technique-types';

/**
 * Who writes a bar-technique analysis (DECISIONS 'Integrations'). The default is the deterministic
 * rule-based analyst of the domain; a language-model provider can replace it behind this interface
 * (it may fail or answer nothing: the service turns that into 'Não foi possível gerar a análise' /
 * 'Análise não foi retornada' and the analysis is not counted in the month's quota).
 */
export interface TechniqueAnalyst {
  analyze(input: TechniqueInput): Promise<TechniqueAnalysis | null>;
}

export const ruleBasedTechniqueAnalyst: TechniqueAnalyst = {
  analyze: async (input) => analyzeTechnique(input),
};
