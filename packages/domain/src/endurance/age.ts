// Whole years between two calendar dates ('YYYY-MM-DD'), as a birthday counts them.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in full years on `today`; null for a missing, malformed or future birth date. */
export function ageOn(birthDate: string | null | undefined, today: string): number | null {
  const birth = birthDate ? DATE.exec(birthDate.slice(0, 10)) : null;
  const now = DATE.exec(today.slice(0, 10));
  if (!birth || !now) return null;
  const [by, bm, bd] = [Number(birth[1]), Number(birth[2]), Number(birth[3])];
  const [ty, tm, td] = [Number(now[1]), Number(now[2]), Number(now[3])];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  const age = ty - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
