import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to, before '@' and after each '.'
 * ('maria.eduarda' | '@exemplo.' | 'com.br'), never in the middle of a word unless one part alone is
 * wider than its box. Pair it with `[overflow-wrap:break-word]` on the container.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
