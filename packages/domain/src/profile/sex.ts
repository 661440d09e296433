// The sexes the editais score by (M and F), and how they are written.

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];

/** As a field's value or a title: 'Masculino'. */
export const SEX_LABELS: Record<Sex, string> = { M: 'Masculino', F: 'Feminino' };

/** Inside a sentence or a caption: 'masculino'. */
export const sexName = (sex: Sex): string => SEX_LABELS[sex].toLowerCase();

export const isSex = (value: unknown): value is Sex => (SEXES as readonly unknown[]).includes(value);

/** How a stored value reads: its label, or the value itself when it is not M or F. */
export const sexLabel = (sexo: string | null): string | null =>
  sexo ? (isSex(sexo) ? SEX_LABELS[sexo] : sexo) : null;
