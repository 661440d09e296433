import { render, screen } from '@testing-library/react';
import { Trash2 } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its heading, at the level asked, with a hidden icon', () => {
    const { container } = render(
      <SectionCard
        titleId="excluir-titulo"
        headingLevel="h3"
        icon={Trash2}
        iconClassName="text-destructive"
        title="Excluir conta"
        description="Exclui sua conta."
        className="border-destructive/40"
      >
        <p>Conteúdo</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Excluir conta' });
    const heading = screen.getByRole('heading', { level: 3, name: 'Excluir conta' });
    expect(heading.getAttribute('id')).toBe('excluir-titulo');
    expect([...heading.classList]).toEqual(expect.arrayContaining(['flex', 'items-center', 'gap-2']));
    expect(region.textContent).toContain('Exclui sua conta.');
    expect(region.textContent).toContain('Conteúdo');
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect([...(icon?.classList ?? [])]).toEqual(expect.arrayContaining(['size-5', 'text-destructive']));
    expect([...(container.querySelector('[data-slot="card"]')?.classList ?? [])]).toEqual(
      expect.arrayContaining(['border-destructive/40']),
    );
  });

  it('is an h2 with a plain heading and no icon by default', () => {
    const { container } = render(
      <SectionCard titleId="convites-titulo" title="Convites pendentes" description="Links ainda não usados.">
        <p>Lista</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Convites pendentes' });
    expect(heading.classList.contains('flex')).toBe(false);
    expect(container.querySelector('svg')).toBeNull();
  });
});
