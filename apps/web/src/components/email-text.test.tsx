import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('offers a break before @ and after each dot, and reads as the whole address', () => {
    const { container } = render(
      <p>
        <EmailText email="bruno.com.um.endereco@exemplo-de-dominio.com.br" />
      </p>,
    );
    const p = container.querySelector('p') as HTMLElement;
    expect(p.textContent).toBe('bruno.com.um.endereco@exemplo-de-dominio.com.br');
    expect(p.innerHTML).toBe('bruno.<wbr>com.<wbr>um.<wbr>endereco<wbr>@exemplo-de-dominio.<wbr>com.<wbr>br');
  });
});
