/**
 * Well-known passwords: the most used ones in Brazil and worldwide. A password whose letters are
 * only one of these words (whatever digits and symbols surround it, e.g. 'Senha@123') is refused.
 */
const COMMON_WORDS = new Set([
  'senha',
  'password',
  'passw',
  'pass',
  'qwerty',
  'qwertyuiop',
  'asdf',
  'asdfgh',
  'zxcvbn',
  'admin',
  'administrador',
  'brasil',
  'brazil',
  'mudar',
  'mudarsenha',
  'teste',
  'test',
  'abc',
  'abcd',
  'abcdef',
  'abcdefgh',
  'iloveyou',
  'teamo',
  'amor',
  'amorzinho',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco',
  'gremio',
  'santos',
  'cruzeiro',
  'botafogo',
  'fluminense',
  'internacional',
  'jesus',
  'deus',
  'deusefiel',
  'familia',
  'futebol',
  'gabriel',
  'lucas',
  'matheus',
  'pedro',
  'maria',
  'jose',
  'ana',
  'welcome',
  'bemvindo',
  'letmein',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'batman',
  'trustno',
  'shadow',
  'michael',
  'jordan',
  'prontidao',
  'bombeiro',
  'bombeiros',
  'cbmdf',
  'taf',
  'concurso',
  'soldado',
  'usuario',
  'user',
  'login',
  'acesso',
  'root',
  'changeme',
  'default',
  'secret',
  'segredo',
  'minhasenha',
  'novasenha',
  'ninja',
  'azerty',
  'hello',
  'ola',
  'google',
  'facebook',
  'instagram',
  'mesa',
  'casa',
  'carro',
]);

const COMMON_EXACT = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '00000000',
  '11111111',
  '87654321',
  '123123123',
  '112233445566',
  '147258369',
  '159357',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'qazwsx',
  '1qaz2wsx',
  'zaq12wsx',
  'p@ssw0rd',
  'passw0rd',
  's3nh@',
  'qwe123',
  'abc123',
  'a1b2c3d4',
]);

/** Digits and symbols read as the letters they look like. */
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', '1': 'i', '!': 'i', $: 's' };

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_EXACT.has(lower)) return true;
  const letters = lower.replace(/[^a-zà-ú]/g, '');
  if (letters.length === 0)
    return /^(\d)\1+$/.test(lower) || /^(0123456789|1234567890|9876543210)/.test(lower);
  if (COMMON_WORDS.has(letters) || isRepeated(letters)) return true;
  // 'P@ssw0rd!', 'S3nh@123': read the look-alike digits and symbols as letters; up to two of them
  // may trail a well-known word of five letters or more. Real letters never do ('Bombeiro#2025x').
  const deLeeted = [...lower].flatMap((ch) => {
    const letter = LEET[ch];
    if (letter) return [{ ch: letter, isLeet: true }];
    return /[a-zà-ú]/.test(ch) ? [{ ch, isLeet: false }] : [];
  });
  const word = deLeeted.map(({ ch }) => ch).join('');
  if (COMMON_WORDS.has(word)) return true;
  for (let cut = 1; cut <= 2 && deLeeted[deLeeted.length - cut]?.isLeet; cut++) {
    const stem = word.slice(0, -cut);
    if (stem.length >= 5 && COMMON_WORDS.has(stem)) return true;
  }
  return false;
}

function isRepeated(letters: string): boolean {
  return /^(.)\1+$/.test(letters) || /^(.{2,3})\1+$/.test(letters);
}
